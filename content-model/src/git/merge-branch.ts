// Node-only (runs git): merging a content branch into another (a proposal into main) without a working tree and
// without moving a ref. git merge-tree --write-tree (git ≥ 2.38) does the whole merge in the object store; the caller
// checks the merged content, then moves the target with moveRef, a compare-and-swap that loses to a newer save.
import { commitTree, resolveCommit, updateRef, type Author } from "./branch-commits";
import { blobsAt, readBlobs } from "./commit-content";
import { gitAnswer, gitBytes, tryGit } from "./git";

export type MergeResult =
  | { kind: "merged"; commit: string; tree: string }
  | { kind: "up-to-date"; commit: string }
  | { kind: "conflict"; files: { path: string; lines: number[] }[] };

/** `ancestor` is in `commit`'s history (itself included). */
const isAncestor = (gitDir: string, ancestor: string, commit: string) =>
  tryGit(gitDir, ["merge-base", "--is-ancestor", ancestor, commit]) !== undefined;

/**
 * merge-tree's answer: the merged tree, and the conflicted paths when it exits 1. With -z the output is
 * `<tree> NUL`, then on conflict one `<mode> SP <object> SP <stage> TAB <path> NUL` per stage, an empty entry, and
 * the informational messages (not parsed: their wording changes between git versions).
 */
function mergeTree(gitDir: string, target: string, source: string): { tree: string; conflicted?: string[] } {
  let output: string;
  try {
    output = gitBytes(gitDir, ["merge-tree", "--write-tree", "-z", target, source]).toString("utf8");
  } catch (error) {
    // Exit 1 is "merged with conflicts", with the answer on stdout; any other failure is a real one.
    const failure = error as { status?: number; stdout?: Buffer };
    if (failure.status !== 1 || !failure.stdout) throw error;
    const [tree = "", ...rest] = failure.stdout.toString("utf8").split("\0");
    const end = rest.indexOf("");
    const stages = rest.slice(0, end < 0 ? rest.length : end);
    // A path appears once per stage it has (base, ours, theirs): once in the answer, in git's order.
    return { tree, conflicted: [...new Set(stages.map((stage) => stage.slice(stage.indexOf("\t") + 1)))] };
  }
  return { tree: output.split("\0")[0] ?? "" };
}

const markerLines = (text: string) => text.split("\n").flatMap((line, index) => (line.startsWith("<<<<<<<") ? [index + 1] : []));

/**
 * The 1-based lines of each conflicted file's `<<<<<<<` markers, as written in the merged tree. A conflict without
 * markers (modified on one side, deleted on the other; a binary file) has no lines, only the path.
 */
function conflictLines(gitDir: string, tree: string, paths: readonly string[]): { path: string; lines: number[] }[] {
  const blobOf = blobsAt(gitDir, tree, paths);
  const present = paths.filter((path) => blobOf.has(path));
  const blobs = readBlobs(
    gitDir,
    present.map((path) => blobOf.get(path) ?? ""),
  );
  const textOf = new Map(present.map((path, index) => [path, blobs[index]?.toString("utf8") ?? ""]));
  return paths.map((path) => ({ path, lines: markerLines(textOf.get(path) ?? "") }));
}

/**
 * Merges `source` into `target` (branches or commits) in the object store: up-to-date when the target has it all, a
 * fast-forward to the source when the target has nothing of its own (unless `mergeCommit`: a reviewer's merge is
 * recorded as a commit of its own, who merged what and when, even then), else a merge commit (target first parent).
 * No ref moves: the caller checks the result, then moveRef(gitDir, target, result.commit, targetCommitItRead).
 */
export function mergeInto(
  gitDir: string,
  {
    target,
    source,
    author,
    message,
    mergeCommit = false,
  }: { target: string; source: string; author: Author; message: string; mergeCommit?: boolean },
): MergeResult {
  const [ours, theirs] = [resolveCommit(gitDir, target), resolveCommit(gitDir, source)];
  if (!ours || !theirs) throw new Error(`there is no ${ours ? source : target} to merge`);
  if (isAncestor(gitDir, theirs, ours)) return { kind: "up-to-date", commit: ours };
  if (isAncestor(gitDir, ours, theirs) && mergeCommit) {
    const tree = gitAnswer(gitDir, ["rev-parse", `${theirs}^{tree}`]) ?? "";
    return { kind: "merged", commit: commitTree(gitDir, { tree, parents: [ours, theirs], author, message }), tree };
  }
  if (isAncestor(gitDir, ours, theirs)) {
    // A fast-forward: the target has nothing of its own, so the source's commit is the merge.
    return { kind: "merged", commit: theirs, tree: gitAnswer(gitDir, ["rev-parse", `${theirs}^{tree}`]) ?? "" };
  }
  const { tree, conflicted } = mergeTree(gitDir, ours, theirs);
  if (conflicted) return { kind: "conflict", files: conflictLines(gitDir, tree, conflicted) };
  return { kind: "merged", commit: commitTree(gitDir, { tree, parents: [ours, theirs], author, message }), tree };
}

/** Moves a branch to a merge's commit only if it is still where the merge read it (updateRef's compare-and-swap). */
export const moveRef = updateRef;
