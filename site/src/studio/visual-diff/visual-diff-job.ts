// The visual diff the marketer runs from the propose panel: `npm run preview:diff` against the Studio's base,
// one at a time, its output read into progress that the panel polls. It writes its report where the preview's
// changes page looks for it (PREVIEW_DIFF_DIR, else preview-diff/), and the Studio serves it from there.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { diffReportDir } from "@/preview/visual-diff-report";
import { emptyProgress, readDiffLine, type DiffProgress } from "./diff-progress";
import { liveSettings } from "@/domain/site-config";

export interface DiffJob extends DiffProgress {
  state: "idle" | "running" | "done" | "failed" | "stopped";
  base?: string;
  startedAt?: number;
  finishedAt?: number;
  /** A report written by this run can be opened (/api/studio/diff/report). */
  report: boolean;
}

// One job per Studio process; on globalThis so next dev's module reloads do not forget a running diff.
const store = globalThis as typeof globalThis & { storyfrontStudioDiff?: DiffJob; storyfrontStudioDiffRun?: DiffRun };
/** The running diff's process and whether the marketer asked it to stop. */
type DiffRun = { child: ChildProcess; stopping: boolean };
const current = (): DiffJob => store.storyfrontStudioDiff ?? { state: "idle", report: false, ...emptyProgress };

export const reportFile = () => join(diffReportDir(), "report.html");

export function diffJob(): DiffJob {
  return current();
}

/** preview:diff's script, run by tsx; STUDIO_DIFF_SCRIPT names another taking the same arguments (a test's stand-in). */
function command(): { file: string; args: string[]; cwd: string } {
  const repo = resolve(/* turbopackIgnore: true */ process.cwd(), "..");
  const script = liveSettings.studioDiffScript() || join(repo, "scripts/src/preview/diff/diff-cli.ts");
  return { file: join(repo, "node_modules/.bin/tsx"), args: [script], cwd: repo };
}

/**
 * next dev's own variables would make the diff's `next build` a development build: it gets the environment without
 * them (handed on whole, not read for settings here).
 */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== "NODE_ENV" && name !== "STORYFRONT_STUDIO" && name !== "NEXT_DIST_DIR" && !/^_*NEXT_PRIVATE|^__NEXT/.test(name),
    ),
  ) as NodeJS.ProcessEnv;
}

/** Starts a diff unless one runs; returns the job as it stands. */
export function startDiff(base: string): DiffJob {
  if (current().state === "running") return current();
  const startedAt = Date.now();
  const set = (change: Partial<DiffJob>) => {
    store.storyfrontStudioDiff = { ...current(), ...change };
  };
  store.storyfrontStudioDiff = { state: "running", base, startedAt, report: false, ...emptyProgress };
  const { file, args, cwd } = command();
  const diffPort = liveSettings.studioDiffPort();
  const port = diffPort ? ["--port", diffPort] : [];
  // turbopackIgnore: paths known only at run time; without it a build traces the whole project.
  // Its own process group, so that stopping it reaches the builds, servers and browser it starts.
  // --stop-with: the diff stops itself if this process dies without running its exit handler (SIGKILL).
  const child = spawn(
    /* turbopackIgnore: true */ file,
    [...args, "--base", base, "--out", diffReportDir(), "--stop-with", String(process.pid), ...port],
    {
      cwd,
      env: childEnv(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const run: DiffRun = { child, stopping: false };
  store.storyfrontStudioDiffRun = run;
  stopWithTheStudio();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => set(readDiffLine(current(), line)));
  }
  const finish = (failure?: string) => {
    if (store.storyfrontStudioDiffRun === run) store.storyfrontStudioDiffRun = undefined;
    if (run.stopping) return set({ ...readDiffLine(current(), "Stopped."), state: "stopped", finishedAt: Date.now(), report: false });
    const written = existsSync(reportFile()) && statSync(reportFile()).mtimeMs >= startedAt;
    const progress = failure ? readDiffLine(current(), failure) : current();
    set({ ...progress, state: failure ? "failed" : "done", finishedAt: Date.now(), report: written });
  };
  child.on("error", (error) => finish(`Could not start the visual diff: ${error.message}`));
  child.on("close", (code) => {
    if (current().state === "running") finish(code === 0 ? undefined : `The visual diff stopped (exit code ${code}).`);
  });
  return current();
}

/** Signals the diff's whole process group (what it started may outlive it); false when the group has gone. */
function signal(run: DiffRun, name: NodeJS.Signals): boolean {
  if (!run.child.pid) return false;
  try {
    process.kill(-run.child.pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a running diff: SIGINT, on which preview:diff stops its servers and removes its worktree (a build it is
 * in dies with it, being in the same group); whatever still runs 10 s later is killed. Returns the job as it stands.
 */
export function stopDiff(): DiffJob {
  const run = store.storyfrontStudioDiffRun;
  if (!run || current().state !== "running") return current();
  run.stopping = true;
  if (signal(run, "SIGINT")) setTimeout(() => signal(run, "SIGKILL"), 10_000).unref();
  store.storyfrontStudioDiff = { ...current(), ...readDiffLine(current(), "Stopping…") };
  return current();
}

/** A diff in its own process group would outlive the Studio: leaving the Studio stops it too (it cleans up after itself). */
function stopWithTheStudio() {
  const registered = globalThis as { storyfrontStudioDiffExit?: boolean };
  if (registered.storyfrontStudioDiffExit) return;
  registered.storyfrontStudioDiffExit = true;
  process.on("exit", () => {
    const run = store.storyfrontStudioDiffRun;
    if (run) signal(run, "SIGINT");
  });
}
