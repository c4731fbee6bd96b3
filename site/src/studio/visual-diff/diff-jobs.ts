// The visual diffs the Studio runs, each a child process with a name of its own: the local Studio's diff of its
// working tree (visual-diff-job.ts) and the online Studio's diff of each content branch (branch-diff-job.ts). A job
// runs once at a time; its output is read into progress that the Studio polls, and "Stop" reaches its whole process
// group (builds, servers, the browser).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { emptyProgress, readDiffLine, type DiffProgress } from "./diff-progress";
import { removeLeftoverWorktree, worktreeOf, type BaseWorktree } from "./leftover-worktree";

export interface DiffJob extends DiffProgress {
  state: "idle" | "running" | "done" | "failed" | "stopped";
  base?: string;
  /** The commit it shoots, when it shoots one (a content branch's). */
  commit?: string;
  startedAt?: number;
  finishedAt?: number;
  /** This run wrote its report, which can be opened. */
  report: boolean;
}

/** What a job runs: a script of scripts/src/preview/diff/ (or a test's stand-in), run by tsx, and where it reports. */
export interface DiffCommand {
  script: string;
  args: string[];
  /** The report.html it writes; the job has a report once the run ends with a newer one. */
  reportFile: string;
  base?: string;
  commit?: string;
}

/** The running diff's process, whether someone asked it to stop, and the base worktree it named. */
type DiffRun = { child: ChildProcess; stopping: boolean; worktree?: BaseWorktree };

// On globalThis so next dev's module reloads do not forget a running diff.
const store = globalThis as typeof globalThis & { storyfrontDiffJobs?: Map<string, DiffJob>; storyfrontDiffRuns?: Map<string, DiffRun> };
const jobs = (store.storyfrontDiffJobs ??= new Map());
const runs = (store.storyfrontDiffRuns ??= new Map());

export const idleJob: DiffJob = { state: "idle", report: false, ...emptyProgress };

export const jobOf = (name: string): DiffJob => jobs.get(name) ?? idleJob;

/** The repository's root: the site's server runs in site/. */
export const repositoryRoot = () => resolve(/* turbopackIgnore: true */ process.cwd(), "..");

/**
 * next dev's own variables would make a diff's `next build` a development build: it gets the environment without
 * them (handed on whole, not read for settings here).
 */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== "NODE_ENV" && name !== "STORYFRONT_STUDIO" && name !== "NEXT_DIST_DIR" && !/^_*NEXT_PRIVATE|^__NEXT/.test(name),
    ),
  ) as NodeJS.ProcessEnv;
}

/** Starts the job unless it runs; returns it as it stands. */
export function startJob(name: string, command: DiffCommand): DiffJob {
  if (jobOf(name).state === "running") return jobOf(name);
  const startedAt = Date.now();
  const set = (change: Partial<DiffJob>) => jobs.set(name, { ...jobOf(name), ...change });
  jobs.set(name, { state: "running", base: command.base, commit: command.commit, startedAt, report: false, ...emptyProgress });
  const repo = repositoryRoot();
  // turbopackIgnore: paths known only at run time; without it a build traces the whole project.
  // Its own process group, so that stopping it reaches the builds, servers and browser it starts.
  // --stop-with: the diff stops itself if this process dies without running its exit handler (SIGKILL).
  const child = spawn(
    /* turbopackIgnore: true */ join(repo, "node_modules/.bin/tsx"),
    [command.script, ...command.args, "--stop-with", String(process.pid)],
    { cwd: repo, env: childEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const run: DiffRun = { child, stopping: false };
  runs.set(name, run);
  stopWithTheServer();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      run.worktree ??= worktreeOf(line);
      set(readDiffLine(jobOf(name), line));
    });
  }
  let finished = false;
  const finish = async (failure?: string) => {
    if (finished) return;
    finished = true;
    // A diff killed in its clean-up leaves its worktree: it goes before the job says it ended.
    if (run.worktree) await removeLeftoverWorktree(run.worktree);
    if (runs.get(name) === run) runs.delete(name);
    if (run.stopping) return set({ ...readDiffLine(jobOf(name), "Stopped."), state: "stopped", finishedAt: Date.now(), report: false });
    const file = command.reportFile;
    const written = existsSync(/* turbopackIgnore: true */ file) && statSync(/* turbopackIgnore: true */ file).mtimeMs >= startedAt;
    const progress = failure ? readDiffLine(jobOf(name), failure) : jobOf(name);
    set({ ...progress, state: failure ? "failed" : "done", finishedAt: Date.now(), report: written });
  };
  child.on("error", (error) => void finish(`Could not start the visual diff: ${error.message}`));
  child.on("close", (code) => {
    if (jobOf(name).state === "running") void finish(code === 0 ? undefined : `The visual diff stopped (exit code ${code}).`);
  });
  return jobOf(name);
}

/** Signals the diff's whole process group (what it started may outlive it); false when the group has gone. */
function signal(run: DiffRun, kind: NodeJS.Signals): boolean {
  if (!run.child.pid) return false;
  try {
    process.kill(-run.child.pid, kind);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a running job: SIGINT, on which a diff stops its servers and browser and removes its worktree (a build it is
 * in dies with it, being in the same group); whatever still runs 10 s later is killed. Returns the job as it stands.
 */
export function stopJob(name: string): DiffJob {
  const run = runs.get(name);
  if (!run || jobOf(name).state !== "running") return jobOf(name);
  run.stopping = true;
  if (signal(run, "SIGINT")) setTimeout(() => signal(run, "SIGKILL"), 10_000).unref();
  jobs.set(name, { ...jobOf(name), ...readDiffLine(jobOf(name), "Stopping…") });
  return jobOf(name);
}

/** A diff in its own process group would outlive the server: leaving it stops every running diff too. */
function stopWithTheServer() {
  const registered = globalThis as { storyfrontDiffJobsExit?: boolean };
  if (registered.storyfrontDiffJobsExit) return;
  registered.storyfrontDiffJobsExit = true;
  process.on("exit", () => {
    for (const run of runs.values()) signal(run, "SIGINT");
  });
}
