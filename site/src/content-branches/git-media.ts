// Content media (/media/...) when content comes from git: the picture as the request's content has it, a preview's
// branch commit or production's commit of main, so a picture added on a branch shows on its preview and, once merged,
// on production, without a build.
import { gitBytes } from "@storyfront/content-model/git/git";
import { contentScope } from "./content-scope";
import type { ContentRepository } from "./content-repository";
import { previewCommit } from "./preview-branch";
import { servedProduction } from "./production-content";
import { resolveCommit } from "@storyfront/content-model/git/branch-commits";
import { contentBranchName } from "@storyfront/content-model/git/branch-names";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite } from "@/domain/studio-host";

/**
 * The commit the request's content comes from: a preview's branch, the content branch the online Studio's editor
 * shows (`branch`, from its page address), else production's (undefined: a branch that is not there).
 */
export function requestCommit(repository: ContentRepository, branch?: string): string | undefined {
  const preview = previewCommit(repository);
  if (preview) return preview.commit;
  if (branch) return resolveCommit(repository.gitDir, `refs/heads/${branch}`);
  return servedProduction()?.commit ?? resolveCommit(repository.gitDir, `refs/heads/${repository.main}`);
}

/** The bytes of media/<segments> at the request's commit; undefined when it is not there or the path leaves media/. */
export function gitMediaFile(repository: ContentRepository, segments: readonly string[], branch?: string): Buffer | undefined {
  if (segments.some((segment) => segment === "" || segment.startsWith(".") || segment.includes("\\"))) return undefined;
  const commit = requestCommit(repository, branch) ?? (branch ? requestCommit(repository) : undefined);
  if (!commit) return undefined;
  try {
    return gitBytes(repository.gitDir, ["cat-file", "blob", `${commit}:${repository.folder}/media/${segments.join("/")}`]);
  } catch {
    return undefined;
  }
}

/**
 * The content branch of the online Studio's editor a picture is asked from (its page's address, in the Referer the
 * browser sends within our origin), so an upload on the branch shows on the editor's canvas before it is merged.
 */
export function editorBranchOf(headers: Pick<Headers, "get">): string | undefined {
  const referer = headers.get("referer");
  if (!findStudioSite(headers.get("host"), siteConfig) || !referer || !URL.canParse(referer)) return undefined;
  const page = new URL(referer);
  if (page.pathname !== "/studio/edit") return undefined;
  const name = contentBranchName((page.searchParams.get("branch") ?? "").replace(/^content\//, ""));
  return name.ok ? name.branch : undefined;
}

/** Whether this request shows a content branch (its media may change with every save: not kept by caches). */
export const onPreview = () => contentScope() !== undefined;
