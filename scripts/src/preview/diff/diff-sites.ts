// The two sites a visual diff compares: a git worktree of the merge-base and the current checkout, each
// built into its own folder and served by `next start` against one API with demo data.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { git, tryGit } from "@storyfront/content-model/git/git";

export const distDir = ".next-visual-diff";

/** The line that names the base's worktree, so the Studio can remove what a killed diff left (diff-jobs.ts). */
export const worktreeLine = (root: string, repo: string) => `Base worktree: ${root} (repository ${repo})`;

/**
 * A temporary folder for the worktree of the base commit. Its remove() takes away whatever of it exists — the
 * worktree, its folder and git's record of it — so it is registered before the worktree is made: a stop during
 * `git worktree add` or the copy of node_modules leaves nothing behind either.
 */
export function baseWorktreeFolder(repo: string): { root: string; remove: () => void } {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "storyfront-diff-base-")), "repo");
  console.log(worktreeLine(root, repo));
  return {
    root,
    remove: () => {
      // Twice --force: a worktree still being added is locked ("initializing").
      tryGit(repo, ["worktree", "remove", "--force", "--force", root]);
      // Retried: on a stop, the base's build may still be writing into the worktree for a moment (ENOTEMPTY).
      rmSync(path.dirname(root), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      // git's record of a worktree whose removal failed half-way, its folder now gone.
      tryGit(repo, ["worktree", "prune"]);
    },
  };
}

/** Checks the base commit out into the folder, with the checkout's node_modules hard-linked in (fast; workspace links stay relative). */
export function checkOutBase(repo: string, root: string, commit: string): void {
  git(repo, ["worktree", "add", "--detach", "--quiet", root, commit]);
  for (const folder of ["", ...readdirSync(repo).filter((name) => existsSync(path.join(repo, name, "package.json")))]) {
    const modules = path.join(repo, folder, "node_modules");
    if (existsSync(modules) && existsSync(path.join(root, folder)))
      execFileSync("cp", ["-al", modules, path.join(root, folder, "node_modules")]);
  }
}

/**
 * next build of one checkout as a preview (so drafts render on both sides) into distDir. Not a spawnSync: the
 * event loop stays free for the diff's watch on the Studio (stop-with.ts) while it builds.
 */
export async function buildSite(root: string, env: NodeJS.ProcessEnv, label: string): Promise<void> {
  console.log(`Building ${label} …`);
  const started = Date.now();
  const build = spawn(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: path.join(root, "site"),
    env: { ...env, NEXT_DIST_DIR: distDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [status] = (await once(build, "close")) as [number | null];
  if (status !== 0) throw new Error(`next build of ${label} failed (exit ${status})`);
  console.log(`Built ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export async function answering(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a long-running child in its own process group; the returned function stops it. */
export function startProcess(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): () => void {
  const child: ChildProcess = spawn(command, args, { cwd, env, detached: true, stdio: "ignore" });
  return () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
}
