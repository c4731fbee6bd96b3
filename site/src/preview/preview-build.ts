// The preview of this process: detected once from the environment, the commit from git when the host gives none.
import { execFileSync } from "node:child_process";
import { detectPreview, type PreviewBuild } from "./detect-preview";

export type { PreviewBuild } from "./detect-preview";

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

let detected: { build: PreviewBuild | undefined } | undefined;

/** The preview of this process (memoised; env does not change while the server runs). */
export function previewBuild(): PreviewBuild | undefined {
  detected ??= { build: detectPreview(process.env, gitCommit) };
  return detected.build;
}

/** True on a preview deployment: noindex everywhere, no analytics or chat, robots.txt disallows all. */
export function isPreviewBuild(): boolean {
  return previewBuild() !== undefined;
}
