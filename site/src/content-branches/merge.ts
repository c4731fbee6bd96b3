// Merging a content branch into main from the Studio: computed in the object store, checked as the merged result
// (refused while the checker finds an error in it), then main moves by compare-and-swap and is pushed; production
// then follows main (follow-main.ts) without a build. The merge is a commit of its own (who merged which branch,
// when: the branches page's "Recently merged" reads them), and the merged branch is deleted here and on the remote.
import { deleteRef, resolveCommit, updateRef, type Author } from "@storyfront/content-model/git/branch-commits";
import { mergeInto } from "@storyfront/content-model/git/merge-branch";
import { deleteRemoteBranch, pushBranch } from "@storyfront/content-model/git/remote-sync";
import type { Problem } from "@storyfront/content-model";
import { checkedCommit } from "./commit-cache";
import { fetchContent, type ContentRepository } from "./content-repository";

export type MergeAnswer =
  | { status: "merged"; commit: string }
  | { status: "up-to-date" }
  | { status: "conflict"; files: { path: string; lines: number[] }[] }
  | { status: "refused"; problems: Problem[] }
  | { status: "not-pushed"; error: string };

export async function mergeBranch(repository: ContentRepository, branch: string, author: Author): Promise<MergeAnswer> {
  const main = `refs/heads/${repository.main}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    await fetchContent(repository);
    const target = resolveCommit(repository.gitDir, main);
    if (!target) throw new Error(`The content repository has no branch ${repository.main}.`);
    const source = resolveCommit(repository.gitDir, `refs/heads/${branch}`);
    if (!source) throw new Error(`The content repository has no branch ${branch}.`);
    const message = `${mergeSubject(branch, repository.main)}\n\nFrom the online Studio.`;
    const merged = mergeInto(repository.gitDir, { target, source, author, message, mergeCommit: true });
    if (merged.kind === "up-to-date") return { status: "up-to-date" };
    if (merged.kind === "conflict") return { status: "conflict", files: merged.files };
    const checked = checkedCommit(repository, merged.commit);
    if ("error" in checked) return { status: "refused", problems: checked.error.problems };
    // Lost to another merge or a fetched push since it was read: merge again on top of the new main.
    if (!updateRef(repository.gitDir, main, merged.commit, target)) continue;
    if (!repository.remote) {
      deleteRef(repository.gitDir, `refs/heads/${branch}`, source);
      return { status: "merged", commit: merged.commit };
    }
    const pushed = await pushBranch(repository.gitDir, repository.main);
    if (pushed.kind === "pushed" || pushed.kind === "replayed") {
      await closeMerged(repository, branch, source);
      return { status: "merged", commit: resolveCommit(repository.gitDir, main) ?? merged.commit };
    }
    if (pushed.kind === "offline") return { status: "not-pushed", error: pushed.error };
    // The remote's main changed the same files meanwhile: put main back and merge again on top of it.
    updateRef(repository.gitDir, main, target, merged.commit);
  }
  return { status: "not-pushed", error: "main kept moving while merging; try again" };
}

/** The merge commit's subject, which recentMerges (branch-list.ts) reads back. */
export const mergeSubject = (branch: string, main: string) => `Merge ${branch} into ${main}`;

/**
 * The merged branch goes, here and on the remote, where it still is at the merged commit: a save made on it since
 * keeps it open (with that save unmerged). A remote that cannot be reached now keeps its copy; nothing is lost.
 */
async function closeMerged(repository: ContentRepository, branch: string, merged: string) {
  const remote = await deleteRemoteBranch(repository.gitDir, branch, merged).then(
    () => true,
    (error: unknown) => {
      console.error(`Merged ${branch}, but could not delete it on the remote: ${String(error)}`);
      return false;
    },
  );
  if (remote) deleteRef(repository.gitDir, `refs/heads/${branch}`, merged);
}
