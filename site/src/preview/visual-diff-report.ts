// The visual diff report of what this preview shows, when one was made: `npm run preview:diff`'s for a preview build
// of this checkout, or the online Studio's for a content branch at its current commit (running on this server, no
// build). Its summary tells which rows it shot, so the changes page links each to its entry.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { liveSettings } from "@/domain/site-config";
import { contentRepository } from "@/content-branches/content-repository";
import { labelOfBranch } from "@/content-branches/preview-branch";
import { previewBuild, type PreviewBuild } from "./preview-build";

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

/**
 * A content branch's report at one commit: `<root>/<preview label>/<commit>/`. Per commit, because a report shows one
 * commit and the branch moves on with every save; the label is the branch's preview host's, one DNS label (no `/`).
 */
export const branchReportDir = (root: string, label: string, commit: string) => join(root, label, commit);

/** Where a content branch's preview serves its report of `commit` (app/api/preview-diff/[...path]). */
export const branchReportPath = (commit: string) => `/api/preview-diff/${commit}/report.html`;

/** The report's address on this preview: the branch's commit's on a content branch, the only one on a preview build. */
export const diffReportPath = (build: PreviewBuild) =>
  build.source === "content branch" ? branchReportPath(build.commit) : "/api/preview-diff/report.html";

/** The request's content branch preview label (`content-spring-offer`), or undefined on any other host. */
export function previewDiffLabel(): string | undefined {
  const build = previewBuild();
  const repository = build?.source === "content branch" ? contentRepository() : undefined;
  return build && repository ? labelOfBranch(build.branch, repository.main) : undefined;
}

/** The folder of the report of what this request's preview shows, or undefined when it cannot have one. */
function currentReportDir(): string | undefined {
  const build = previewBuild();
  if (build?.source !== "content branch") return diffReportDir();
  const label = previewDiffLabel();
  return label && build.commit ? branchReportDir(diffReportDir(), label, build.commit) : undefined;
}

/** Entry anchors by "variant|locale|path", or undefined when no report exists. */
export function diffReportAnchors(): Map<string, string> | undefined {
  const folder = currentReportDir();
  const file = folder && join(folder, "summary.json");
  if (!file || !existsSync(/*turbopackIgnore: true*/ file)) return undefined;
  try {
    const summary = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as { pages?: DiffSummaryShot[] };
    return new Map((summary.pages ?? []).map((page) => [`${page.variant}|${page.locale}|${page.path}`, page.id]));
  } catch {
    return undefined;
  }
}
