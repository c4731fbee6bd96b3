// The preview of this process: detected once from the environment, the commit from git when the host gives none.
import { gitAnswer } from "@storyfront/content-model/git/git";
import type { PreviewBuild } from "./detect-preview";
import { liveSettings } from "@/domain/site-config";

export type { PreviewBuild } from "./detect-preview";

const gitCommit = () => gitAnswer(process.cwd(), ["rev-parse", "HEAD"]) ?? "";

let detected: { build: PreviewBuild | undefined } | undefined;

/** The preview of this process (memoised; env does not change while the server runs). */
export function previewBuild(): PreviewBuild | undefined {
  detected ??= { build: liveSettings.previewBuild(gitCommit) };
  return detected.build;
}

/** True on a preview deployment: noindex everywhere, no analytics or chat, robots.txt disallows all. */
export function isPreviewBuild(): boolean {
  return previewBuild() !== undefined;
}
