// What a stopped visual diff may leave when it is killed before its own clean-up ends (a 470 MB worktree takes longer
// to delete than the 10 s it is given): the base's worktree folder and git's record of it. The diff names them in a
// line of its output (scripts/src/preview/diff/diff-sites.ts); the Studio's server removes them once the diff is gone.
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { promisify } from "node:util";

export interface BaseWorktree {
  root: string;
  repo: string;
}

/** The worktree a line of the diff's output names, if it names one. */
export function worktreeOf(line: string): BaseWorktree | undefined {
  const named = /^Base worktree: (\/.+) \(repository (\/.+)\)$/.exec(line.trim());
  return named ? { root: named[1]!, repo: named[2]! } : undefined;
}

/** Removes the worktree, its temporary folder (it holds only the worktree) and git's record of it; never throws. */
export async function removeLeftoverWorktree({ root, repo }: BaseWorktree): Promise<void> {
  const git = (...args: string[]) => promisify(execFile)("git", ["-C", repo, ...args]).catch(() => {});
  // Twice --force: a worktree killed while being added stays locked ("initializing").
  await git("worktree", "remove", "--force", "--force", root);
  await rm(/* turbopackIgnore: true */ dirname(root), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => {});
  // A record git could not remove above (its folder half-deleted) goes once the folder has: unlocked, then pruned.
  await git("worktree", "unlock", root);
  await git("worktree", "prune");
}
