// The preview of this process: detected once from the environment, the commit from git when the host gives none.
import { gitAnswer } from "@storyfront/content-model/git/git";
import type { PreviewBuild } from "./detect-preview";
import { liveSettings } from "@/domain/site-config";
import { contentRepository } from "@/content-branches/content-repository";
import { previewCommit } from "@/content-branches/preview-branch";

export type { PreviewBuild } from "./detect-preview";

const gitCommit = () => gitAnswer(process.cwd(), ["rev-parse", "HEAD"]) ?? "";

let detected: { build: PreviewBuild | undefined } | undefined;

/**
 * The preview this request shows: a content branch's preview host (its branch at its newest commit, compared with
 * main), else the preview build this process is (memoised; env does not change while the server runs).
 */
export function previewBuild(): PreviewBuild | undefined {
  const repository = contentRepository();
  const branch = repository && previewCommit(repository);
  if (repository && branch) return { branch: branch.branch, commit: branch.commit ?? "", base: repository.main, source: "content branch" };
  detected ??= { build: liveSettings.previewBuild(gitCommit) };
  return detected.build;
}

/** True on a preview deployment: noindex everywhere, no analytics or chat, robots.txt disallows all. */
export function isPreviewBuild(): boolean {
  return previewBuild() !== undefined;
}
