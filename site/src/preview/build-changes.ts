// The pages this preview changes, computed once at build time (write-build-changes.ts, after next build) and
// stored next to the build, because a deployed server has no git history. Without that file (next dev, a
// build made without the script) it is computed on the first request from the checkout, then memoised.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { previewChanges, type PreviewChanges } from "@storyfront/content-model/graph/git-changes";
import { changesOfBranch } from "@/content-branches/branch-changes";
import { contentRepository } from "@/content-branches/content-repository";
import { contentRoot } from "@/page-data/content/load-content";
import { previewBuild, type PreviewBuild } from "./preview-build";
import { liveSettings } from "@/domain/site-config";

/** The report, or the reason there is none (no git history, unknown base), to show instead of a list. */
export type BuildChanges = { build: PreviewBuild; report?: PreviewChanges; error?: string };

// turbopackIgnore: a path known only at run time; without it the build traces the whole project.
export const buildChangesFile = () =>
  join(resolve(/* turbopackIgnore: true */ process.cwd(), liveSettings.distDir()), "preview-changes.json");

export function computeBuildChanges(build: PreviewBuild): BuildChanges {
  try {
    // The message keys each page reads come from this site's own code (site/src), whichever content it serves.
    const siteSrc = resolve(/* turbopackIgnore: true */ process.cwd(), "src");
    return { build, report: previewChanges({ contentRoot: contentRoot(), base: build.base, siteSrc }) };
  } catch (error) {
    return { build, error: error instanceof Error ? error.message : String(error) };
  }
}

let memo: BuildChanges | undefined;

/** A content branch's changes against main at its commit (content-branches/branch-changes.ts). */
function contentBranchChanges(build: PreviewBuild): BuildChanges {
  const repository = contentRepository();
  if (!repository || !build.commit) return { build, error: `There is no branch ${build.branch}.` };
  return { build, ...changesOfBranch(repository, build.commit) };
}

/** Undefined outside previews. */
export function buildChanges(): BuildChanges | undefined {
  const build = previewBuild();
  if (!build) return undefined;
  if (build.source === "content branch") return contentBranchChanges(build);
  if (memo) return memo;
  const file = buildChangesFile();
  memo = existsSync(/*turbopackIgnore: true*/ file)
    ? (JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as BuildChanges)
    : computeBuildChanges(build);
  return memo;
}
