// The visual diff the marketer runs from the local Studio's propose panel: `npm run preview:diff` against the Studio's
// base, one at a time (diff-jobs.ts). It writes its report where the preview's changes page looks for it
// (PREVIEW_DIFF_DIR, else preview-diff/), and the Studio serves it from there.
import { join } from "node:path";
import { diffReportDir } from "@/preview/visual-diff-report";
import { liveSettings } from "@/domain/site-config";
import { jobOf, repositoryRoot, startJob, stopJob } from "./diff-jobs";

export type { DiffJob } from "./diff-jobs";

/** The local Studio's one job: the working tree against its base. */
const workingTree = "working tree";

export const reportFile = () => join(diffReportDir(), "report.html");

export const diffJob = () => jobOf(workingTree);

/** Starts a diff unless one runs; returns the job as it stands. STUDIO_DIFF_SCRIPT names a test's stand-in. */
export function startDiff(base: string) {
  const script = liveSettings.studioDiffScript() || join(repositoryRoot(), "scripts/src/preview/diff/diff-cli.ts");
  const diffPort = liveSettings.studioDiffPort();
  return startJob(workingTree, {
    script,
    args: ["--base", base, "--out", diffReportDir(), ...(diffPort ? ["--port", diffPort] : [])],
    reportFile: reportFile(),
    base,
  });
}

export const stopDiff = () => stopJob(workingTree);
