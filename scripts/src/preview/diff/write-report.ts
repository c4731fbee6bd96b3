// What a visual diff leaves in its folder: report.html for people and summary.json for the site's changes page, which
// links each changed page to its entry (site/src/preview/visual-diff-report.ts reads `pages[].id`).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ChangedPage } from "@storyfront/content-model";
import { pageChange, reportHtml, type ReportPage } from "./report-html";

export interface DiffOutcome {
  branch: string;
  base: string;
  mergeBase: string;
  head: string;
  maxShots: number;
  plan: { shots: readonly unknown[]; total: number; leftOut: ChangedPage[] };
  pages: ReportPage[];
  secondsPerShot?: number;
  /** Said under the report's title, after the cap's note. */
  note?: string;
  /** More facts for summary.json (where the shots came from, how long it took). */
  extra?: Record<string, unknown>;
}

export function writeReport(out: string, outcome: DiffOutcome): void {
  const { branch, base, mergeBase, head, maxShots, plan } = outcome;
  const pages = [...outcome.pages].sort((a, b) => pageChange(b) - pageChange(a));
  const cap =
    plan.leftOut.length > 0
      ? `The cap of ${maxShots} shots left out ${plan.leftOut.length} pages: ${plan.leftOut.map((page) => page.path).join(", ")}.`
      : undefined;
  const note = [cap, outcome.note].filter(Boolean).join(" ") || undefined;
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "report.html"), reportHtml({ branch, base, mergeBase, pages, note }));
  const summary = {
    branch,
    base,
    mergeBase,
    head,
    shots: plan.shots.length,
    totalShots: plan.total,
    leftOut: plan.leftOut.map(({ variant, locale, path: pagePath }) => ({ variant, locale, path: pagePath })),
    secondsPerShot: outcome.secondsPerShot,
    ...outcome.extra,
    pages: pages.map(({ id, page, shots }) => ({
      id,
      variant: page.variant,
      locale: page.locale,
      path: page.path,
      status: page.status,
      reasons: page.reasons,
      shots: shots.map(({ width, share, error }) => ({ width, share, error })),
    })),
  };
  writeFileSync(path.join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Report: ${path.join(out, "report.html")}\nSummary: ${path.join(out, "summary.json")}`);
}
