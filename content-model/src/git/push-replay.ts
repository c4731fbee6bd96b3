// Node-only (runs git): our commits of a branch put on top of the remote's newer ones, file by file, when another
// instance pushed first. Files only one side changed are combined; a file both changed is a conflict until an editor
// chooses whose version to keep (the Studio's resolve screen, which reads both sides with conflictSides).
import { commitFiles, resolveCommit, updateRef } from "./branch-commits";
import { blobsAt, changedContentFiles, readBlobs } from "./commit-content";
import { git, gitAnswer, tryGit } from "./git";
import { reachRemote, RemoteError } from "./remote-calls";

const isAncestor = (gitDir: string, ancestor: string, commit: string) =>
  tryGit(gitDir, ["merge-base", "--is-ancestor", ancestor, commit]) !== undefined;

/** For a file both sides changed: keep this branch's version ("mine", over the remote's) or the remote's ("theirs"). */
export type ConflictChoice = "mine" | "theirs";

/**
 * Our files (changed since the merge-base with the remote's tip) as one commit on that tip, by the last local
 * commit's author with its message, unless the remote changed one of them too and `choices` does not say whose
 * version to keep. "moved": a save moved the branch meanwhile, so there is more to replay.
 */
export function replayOnRemote(
  gitDir: string,
  branch: string,
  local: string,
  choices: ReadonlyMap<string, ConflictChoice> = new Map(),
): { kind: "conflict"; files: string[] } | { kind: "replayed" } | { kind: "moved" } {
  const remote = resolveCommit(gitDir, `refs/remotes/origin/${branch}`);
  const base = remote && gitAnswer(gitDir, ["merge-base", local, remote]);
  if (!remote || !base) throw new RemoteError(`${branch} shares no history with the remote's: replace one of them by hand`);
  const ours = changedContentFiles(gitDir, base, local, "");
  const theirs = new Set(changedContentFiles(gitDir, base, remote, "").map((change) => change.file));
  const overlap = ours.filter((change) => theirs.has(change.file) && !choices.has(change.file)).map((change) => change.file);
  if (overlap.length) return { kind: "conflict", files: overlap };
  const taken = ours.filter((change) => choices.get(change.file) !== "theirs");
  // Nothing of ours is left (every file was taken from the remote): the branch is the remote's again.
  if (taken.length === 0) return updateRef(gitDir, `refs/heads/${branch}`, remote, local) ? { kind: "replayed" } : { kind: "moved" };
  const kept = taken.filter((change) => change.status !== "deleted").map((change) => change.file);
  const blobIds = blobsAt(gitDir, local, kept);
  const contents = readBlobs(
    gitDir,
    kept.map((file) => blobIds.get(file) ?? ""),
  );
  const dataOf = new Map(kept.map((file, index) => [file, contents[index] ?? null]));
  const [name = "", email = "", message = ""] = git(gitDir, ["log", "-1", "--format=%an%x00%ae%x00%B", local]).split("\0");
  const changes = taken.map((change) => ({ path: change.file, data: dataOf.get(change.file) ?? null }));
  const next = commitFiles(gitDir, { parent: remote, changes, author: { name, email }, message });
  return updateRef(gitDir, `refs/heads/${branch}`, next, local) ? { kind: "replayed" } : { kind: "moved" };
}

/**
 * A push conflict resolved by an editor: the branch becomes the remote's newest commit plus our files, with each file
 * both changed kept as `choices` says (every such file needs a choice, else the remaining ones come back as a
 * conflict). Moves the local branch only; push it after. Throws RemoteError when the remote cannot be reached.
 */
export async function resolvePushConflict(
  gitDir: string,
  branch: string,
  choices: ReadonlyMap<string, ConflictChoice>,
): Promise<{ kind: "resolved" } | { kind: "conflict"; files: string[] } | { kind: "moved" }> {
  const ref = `refs/heads/${branch}`;
  const fetched = await reachRemote(gitDir, ["fetch", "--quiet", "origin", `+${ref}:refs/remotes/origin/${branch}`]);
  if (!fetched.ok) throw new RemoteError(fetched.error);
  const local = resolveCommit(gitDir, ref);
  const remote = resolveCommit(gitDir, `refs/remotes/origin/${branch}`);
  if (!local) throw new Error(`there is no branch ${branch}`);
  if (!remote || isAncestor(gitDir, remote, local)) return { kind: "resolved" };
  const replay = replayOnRemote(gitDir, branch, local, choices);
  return replay.kind === "replayed" ? { kind: "resolved" } : replay;
}

/** Each file of a push conflict on both sides: the remote's text, ours, and who last changed it on the remote, and when. */
export function conflictSides(
  gitDir: string,
  branch: string,
  files: readonly string[],
): { file: string; mine: string | null; theirs: string | null; theirsBy: string; theirsAt: string }[] {
  const sideOf = (commit: string | undefined) => {
    if (!commit) return new Map<string, string>();
    const ids = blobsAt(gitDir, commit, files);
    const present = files.filter((file) => ids.has(file));
    const texts = readBlobs(
      gitDir,
      present.map((file) => ids.get(file) ?? ""),
    );
    return new Map(present.map((file, index) => [file, texts[index]?.toString("utf8") ?? ""]));
  };
  const remote = resolveCommit(gitDir, `refs/remotes/origin/${branch}`);
  const [mine, theirs] = [sideOf(resolveCommit(gitDir, `refs/heads/${branch}`)), sideOf(remote)];
  return files.map((file) => {
    const [theirsBy = "", theirsAt = ""] = remote
      ? git(gitDir, ["log", "-1", "--format=%an%x00%aI", remote, "--", file]).trim().split("\0")
      : [];
    return { file, mine: mine.get(file) ?? null, theirs: theirs.get(file) ?? null, theirsBy, theirsAt };
  });
}
