// The content branch a preview host shows, at its newest commit (resolved once per request).
import { resolveCommit } from "@storyfront/content-model/git/branch-commits";
import { branchOfPreviewLabel, previewLabel } from "@storyfront/content-model/git/branch-names";
import { contentScope, type ContentScope } from "./content-scope";
import { fetchContent, type ContentRepository } from "./content-repository";

/** `content-spring-offer` → `content/spring-offer`; `main` → the main branch. */
export const branchOfLabel = (label: string, main: string): string => (label === "main" ? main : (branchOfPreviewLabel(label) ?? label));

export const labelOfBranch = (branch: string, main: string): string =>
  branch === main ? "main" : previewLabel(branch.slice("content/".length));

/** A preview host whose branch does not exist (any more): the proxy answers 404 and says so. */
export class NoSuchBranch extends Error {
  constructor(readonly branch: string) {
    super(`There is no content branch "${branch}".`);
    this.name = "NoSuchBranch";
  }
}

/** The branch and commit of the request's preview (no commit: the branch does not exist), or undefined outside one. */
export function previewCommit(
  repository: ContentRepository,
  scope: ContentScope | undefined = contentScope(),
): { branch: string; commit: string | undefined } | undefined {
  if (!scope) return undefined;
  const branch = branchOfLabel(scope.label, repository.main);
  if (!scope.commit) {
    const ref = `refs/heads/${branch}`;
    scope.commit = resolveCommit(repository.gitDir, ref);
    // A branch made on another instance since the last fetch: the next request finds it.
    if (!scope.commit) void fetchContent(repository, 5_000);
  }
  return { branch, commit: scope.commit };
}
