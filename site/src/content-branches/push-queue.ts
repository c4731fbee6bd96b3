// Saves and merges reach the remote after the answer, one push per branch at a time, retried while the remote is
// down (1 s, 5 s, 30 s, then every minute): a save is never lost because the remote was away, and the Studio says
// when one is not pushed yet. A push the remote refuses because another instance changed the same files is a
// conflict the branch keeps until someone resolves it (remote-sync.ts replays it when the files differ).
import { pushBranch, unpushedCount } from "@storyfront/content-model/git/remote-sync";
import type { ContentRepository } from "./content-repository";

export type PushState =
  | { state: "pushed" }
  | { state: "pending"; commits: number }
  | { state: "offline"; commits: number; error: string }
  | { state: "conflict"; commits: number; files: string[] };

const holder = globalThis as typeof globalThis & { storyfrontPushes?: Map<string, { state: PushState; running: boolean; again: boolean }> };
const pushes = (holder.storyfrontPushes ??= new Map());
const delays = [1_000, 5_000, 30_000, 60_000];

/** Pushes the branch soon (no-op for the checkout's own repository, which has no remote). */
export function pushSoon(repository: ContentRepository, branch: string, attempt = 0): void {
  if (!repository.remote) return;
  const entry = pushes.get(branch) ?? { state: { state: "pending", commits: 1 }, running: false, again: false };
  pushes.set(branch, entry);
  if (entry.running) {
    entry.again = true;
    return;
  }
  entry.running = true;
  void pushBranch(repository.gitDir, branch).then(
    (result) => {
      entry.running = false;
      const commits = unpushedCount(repository.gitDir, branch);
      if (result.kind === "pushed" || result.kind === "replayed")
        entry.state = commits > 0 ? { state: "pending", commits } : { state: "pushed" };
      else if (result.kind === "conflict") entry.state = { state: "conflict", commits, files: result.files };
      else entry.state = { state: "offline", commits, error: result.error };
      const retry = entry.state.state === "offline" || entry.state.state === "pending";
      if (entry.again || retry) {
        entry.again = false;
        setTimeout(
          () => pushSoon(repository, branch, retry ? attempt + 1 : 0),
          retry ? (delays[Math.min(attempt, delays.length - 1)] ?? 60_000) : 0,
        ).unref();
      }
    },
    (error: unknown) => {
      entry.running = false;
      entry.state = { state: "offline", commits: unpushedCount(repository.gitDir, branch), error: String(error) };
      setTimeout(() => pushSoon(repository, branch, attempt + 1), delays[Math.min(attempt, delays.length - 1)]).unref();
    },
  );
}

/** Where the branch stands with the remote, as the Studio shows it. */
export function pushState(repository: ContentRepository, branch: string): PushState {
  if (!repository.remote) return { state: "pushed" };
  const known = pushes.get(branch)?.state;
  if (known && known.state !== "pushed") return known;
  const commits = unpushedCount(repository.gitDir, branch);
  return commits > 0 ? { state: "pending", commits } : { state: "pushed" };
}

/** A conflict an editor resolved (resolve-conflict.ts): pushing again, and said so until the remote answers. */
export function pushResolved(repository: ContentRepository, branch: string): void {
  const entry = pushes.get(branch);
  if (entry) entry.state = { state: "pending", commits: unpushedCount(repository.gitDir, branch) };
  pushSoon(repository, branch);
}
