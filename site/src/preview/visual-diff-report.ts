// The visual diff report of `npm run preview:diff`, when one was made for this checkout: its summary tells
// which rows it shot, so the changes page links each to its entry.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { liveSettings } from "@/domain/site-config";

export interface DiffSummaryShot {
  /** Anchor of the page's entry in report.html. */
  id: string;
  variant: string;
  locale: string;
  path: string;
}

/** PREVIEW_DIFF_DIR, else preview-diff/ at the repository root (where preview:diff writes by default). */
export const diffReportDir = () =>
  resolve(/* turbopackIgnore: true */ process.cwd(), liveSettings.previewDiffDir() || join("..", "preview-diff"));

/** Entry anchors by "variant|locale|path", or undefined when no report exists. */
export function diffReportAnchors(): Map<string, string> | undefined {
  const file = join(diffReportDir(), "summary.json");
  if (!existsSync(/*turbopackIgnore: true*/ file)) return undefined;
  try {
    const summary = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as { pages?: DiffSummaryShot[] };
    return new Map((summary.pages ?? []).map((page) => [`${page.variant}|${page.locale}|${page.path}`, page.id]));
  } catch {
    return undefined;
  }
}
