// The online Studio's visual diff of a content branch (issue 40), one run per branch at a time: this server serves
// both the branch's preview and production, so the running diff (scripts/src/preview/diff/running-cli.ts) shoots
// them here and nothing is built. The changed pages come from git objects here (branch-changes.ts) and go to the diff
// as a file beside its report, `<diff folder>/<preview label>/<commit>/`, which the branch's preview host serves.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resolveCommit } from "@storyfront/content-model/git/branch-commits";
import type { z } from "zod";
import type { branchDiffJob as branchDiffJobSchema } from "@/api-client/site-calls/studio-calls";
import { changesOfBranch } from "@/content-branches/branch-changes";
import type { ContentRepository } from "@/content-branches/content-repository";
import { labelOfBranch } from "@/content-branches/preview-branch";
import { siteConfig } from "@/domain/site-config";
import { branchReportDir, branchReportPath, diffReportDir } from "@/preview/visual-diff-report";
import { jobOf, repositoryRoot, startJob, stopJob } from "./diff-jobs";
import { runningDiffOrigins } from "./running-diff-origins";

export type BranchDiffJob = z.output<typeof branchDiffJobSchema>;

const jobName = (branch: string) => `branch ${branch}`;
const headOf = (repository: ContentRepository, branch: string) => resolveCommit(repository.gitDir, `refs/heads/${branch}`) ?? "";
const folderOf = (repository: ContentRepository, branch: string, commit: string) =>
  branchReportDir(diffReportDir(), labelOfBranch(branch, repository.main), commit);
const reportIn = (folder: string) => existsSync(/* turbopackIgnore: true */ join(folder, "report.html"));

/** Where the branch's diff stands; before any run since this server started, whether its current commit has a report. */
export function branchDiffJob(repository: ContentRepository, branch: string): BranchDiffJob {
  const head = headOf(repository, branch);
  const job = jobOf(jobName(branch));
  if (job.state === "idle") {
    const report = head !== "" && reportIn(folderOf(repository, branch, head));
    return { ...job, branch, head, commit: head, report, ...(report ? { reportPath: branchReportPath(head) } : {}) };
  }
  return { ...job, branch, head, ...(job.report && job.commit ? { reportPath: branchReportPath(job.commit) } : {}) };
}

/** A branch keeps the reports of its last few commits besides the one being made: each holds megabytes of screenshots. */
function pruneReports(current: string, keep = 2) {
  const branchFolder = dirname(current);
  const older = readdirSync(/* turbopackIgnore: true */ branchFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(branchFolder, entry.name))
    .filter((folder) => folder !== current)
    .sort((a, b) => statSync(/* turbopackIgnore: true */ b).mtimeMs - statSync(/* turbopackIgnore: true */ a).mtimeMs);
  for (const folder of older.slice(keep)) rmSync(/* turbopackIgnore: true */ folder, { recursive: true, force: true });
}

/** Starts the diff of the branch's newest commit unless one runs; or why it cannot. */
export function startBranchDiff(repository: ContentRepository, branch: string): BranchDiffJob | { error: string } {
  if (jobOf(jobName(branch)).state === "running") return branchDiffJob(repository, branch);
  const head = headOf(repository, branch);
  if (!head) return { error: `There is no content branch ${branch}.` };
  const changes = changesOfBranch(repository, head);
  if (!changes.report) return { error: `The pages ${branch} changes could not be worked out: ${changes.error}` };
  const folder = folderOf(repository, branch, head);
  mkdirSync(/* turbopackIgnore: true */ folder, { recursive: true });
  pruneReports(folder);
  // Read by scripts/src/preview/diff/pages-file.ts.
  const pagesFile = join(folder, "pages.json");
  const { base, mergeBase, pages } = changes.report;
  writeFileSync(/* turbopackIgnore: true */ pagesFile, JSON.stringify({ branch, base, mergeBase, head, pages }));
  const origins = runningDiffOrigins(siteConfig.localPort, branch, repository.main);
  startJob(jobName(branch), {
    script: join(repositoryRoot(), "scripts/src/preview/diff/running-cli.ts"),
    args: ["--pages", pagesFile, "--preview-origin", origins.preview, "--production-origin", origins.production, "--out", folder],
    reportFile: join(folder, "report.html"),
    base: repository.main,
    commit: head,
  });
  return branchDiffJob(repository, branch);
}

export function stopBranchDiff(repository: ContentRepository, branch: string): BranchDiffJob {
  stopJob(jobName(branch));
  return branchDiffJob(repository, branch);
}
