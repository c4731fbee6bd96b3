// Node-only (runs git): the server's bare clone kept in step with the team's remote. Fetching moves a local branch
// only forward and only when it holds nothing unpushed; pushing never forces: when the remote moved, our files are
// replayed on its tip, or the overlap is reported as a conflict with the local branch left whole. The remote's URL
// may carry credentials, so no text this module produces contains them. What waits on the network (clone, fetch,
// push) is asynchronous, so a server keeps serving meanwhile; the local plumbing around it stays synchronous.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { deleteRef, resolveCommit, updateRef } from "./branch-commits";
import { git, gitAnswer, tryGit } from "./git";
import { reachRemote, redactCredentials, RemoteError } from "./remote-calls";
import { replayOnRemote } from "./push-replay";

export { RemoteError, redactCredentials } from "./remote-calls";

/** The bare clone at `dir`, cloned from `remote` the first time (with remote-tracking branches, which --bare omits). */
export async function openRepository({ dir, remote }: { dir: string; remote: string }): Promise<{ gitDir: string }> {
  const gitDir = resolve(dir);
  if (existsSync(gitDir) && gitAnswer(gitDir, ["rev-parse", "--git-dir"]) === ".") return { gitDir };
  mkdirSync(dirname(gitDir), { recursive: true });
  const cloned = await reachRemote(dirname(gitDir), ["clone", "--bare", "--quiet", "--", remote, gitDir]);
  if (!cloned.ok) throw new RemoteError(`could not clone ${redactCredentials(remote)}: ${cloned.error}`);
  git(gitDir, ["config", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"]);
  await fetchRemote(gitDir);
  return { gitDir };
}

const isAncestor = (gitDir: string, ancestor: string, commit: string) =>
  tryGit(gitDir, ["merge-base", "--is-ancestor", ancestor, commit]) !== undefined;

/**
 * Fetches every branch, creates the local ones that are missing and moves those with nothing unpushed to the remote's
 * commit (a fast-forward, or the remote's history where someone force-pushed it). A local branch with commits of its
 * own, ahead of its remote or diverged from it, is left alone: its next push replays them. Throws RemoteError.
 */
export async function fetchRemote(gitDir: string): Promise<void> {
  // Branches with nothing unpushed before the fetch, with their commit then: they follow the remote even where it was
  // force-pushed, but only if nothing moved them while the fetch ran (a save, a merge: then they are ahead).
  const inStep = new Map(
    remoteTips(gitDir)
      .filter(([branch, remote]) => resolveCommit(gitDir, `refs/heads/${branch}`) === remote)
      .map(([branch, remote]) => [branch, remote]),
  );
  const fetched = await reachRemote(gitDir, ["fetch", "--quiet", "--prune", "origin"]);
  if (!fetched.ok) throw new RemoteError(fetched.error);
  const tips = remoteTips(gitDir);
  // Deleted on the remote (merged and cleaned up by another instance, or by hand): gone here too, unless a save
  // made here since is not on the remote yet.
  const remaining = new Set(tips.map(([branch]) => branch));
  for (const [branch, was] of inStep) {
    if (!remaining.has(branch)) deleteRef(gitDir, `refs/heads/${branch}`, was);
  }
  for (const [branch, remote] of tips) {
    const local = resolveCommit(gitDir, `refs/heads/${branch}`);
    // A lost compare-and-swap means a save moved the branch just now: it is ahead, so leaving it is right.
    if (!local) updateRef(gitDir, `refs/heads/${branch}`, remote, null);
    else if (local !== remote && (inStep.get(branch) === local || isAncestor(gitDir, local, remote))) {
      updateRef(gitDir, `refs/heads/${branch}`, remote, local);
    }
  }
}

/** Each branch the remote had at the last fetch, with its commit then. */
function remoteTips(gitDir: string): [branch: string, commit: string][] {
  const listing = git(gitDir, ["for-each-ref", "--format=%(refname:lstrip=3) %(objectname)", "refs/remotes/origin/"]);
  return listing
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" ") as [string, string])
    .filter(([branch]) => branch !== "HEAD");
}

export type PushResult =
  | { kind: "pushed"; commit: string }
  | { kind: "replayed"; commit: string }
  | { kind: "conflict"; files: string[] }
  | { kind: "offline"; error: string };

/** With --porcelain, a push refused because the remote has commits we lack (never any other refusal). */
const behindRemote = /\[rejected\] \((?:fetch first|non-fast-forward)\)/;

/** Each (gitDir, branch)'s last push in this process, settled or not: the next one waits for it (never rejects). */
const pushQueue = new Map<string, Promise<void>>();

/**
 * Pushes refs/heads/<branch> (never forced). When the remote moved, fetches it and replays our files on its tip,
 * then pushes again (up to `retries` times). Unreachable → offline, and the local commits stay for a later try.
 * Pushes of one branch in this process run one after another, so their fetches and replays never interleave.
 */
export function pushBranch(gitDir: string, branch: string, { retries = 3 }: { retries?: number } = {}): Promise<PushResult> {
  const key = `${resolve(gitDir)}\0${branch}`;
  const turn = (pushQueue.get(key) ?? Promise.resolve()).then(() => pushNow(gitDir, branch, retries));
  const done = turn.then(
    () => undefined,
    () => undefined,
  );
  pushQueue.set(key, done);
  void done.then(() => {
    if (pushQueue.get(key) === done) pushQueue.delete(key);
  });
  return turn;
}

async function pushNow(gitDir: string, branch: string, retries: number): Promise<PushResult> {
  const ref = `refs/heads/${branch}`;
  let replayed = false;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    const local = resolveCommit(gitDir, ref);
    if (!local) throw new Error(`there is no branch ${branch} to push`);
    const pushed = await reachRemote(gitDir, ["push", "--quiet", "--porcelain", "origin", `${ref}:${ref}`]);
    if (pushed.ok) return { kind: replayed ? "replayed" : "pushed", commit: local };
    if (!behindRemote.test(pushed.stdout)) return { kind: "offline", error: pushed.error };
    const fetched = await reachRemote(gitDir, ["fetch", "--quiet", "origin", `+${ref}:refs/remotes/origin/${branch}`]);
    if (!fetched.ok) return { kind: "offline", error: fetched.error };
    const replay = replayOnRemote(gitDir, branch, local);
    if (replay.kind === "conflict") return replay;
    replayed ||= replay.kind === "replayed";
  }
  return { kind: "offline", error: `the remote's ${branch} kept moving (${retries} replays): push again later` };
}

/**
 * Deletes the remote's branch if it is still at `expected` (a push from elsewhere since keeps it); a branch the remote
 * never had is nothing to do. Throws RemoteError when the remote cannot be reached or refuses.
 */
export async function deleteRemoteBranch(gitDir: string, branch: string, expected: string): Promise<void> {
  const ref = `refs/heads/${branch}`;
  const deleted = await reachRemote(gitDir, [
    "push",
    "--quiet",
    "--porcelain",
    `--force-with-lease=${ref}:${expected}`,
    "origin",
    `:${ref}`,
  ]);
  if (!deleted.ok && !/remote ref does not exist|\[rejected\]/.test(`${deleted.stdout}${deleted.error}`))
    throw new RemoteError(deleted.error);
  tryGit(gitDir, ["update-ref", "-d", `refs/remotes/origin/${branch}`]);
}

/**
 * Commits of the local branch the remote does not have yet: those not on origin/<branch>, or, for a branch the
 * remote lacks, those on no remote branch at all (a new content branch's history of main is not unpushed).
 */
export function unpushedCount(gitDir: string, branch: string): number {
  const local = `refs/heads/${branch}`;
  if (!resolveCommit(gitDir, local)) return 0;
  const remote = `refs/remotes/origin/${branch}`;
  const others = resolveCommit(gitDir, remote) ? [remote] : ["--remotes=origin"];
  return Number(git(gitDir, ["rev-list", "--count", local, "--not", ...others]).trim());
}
