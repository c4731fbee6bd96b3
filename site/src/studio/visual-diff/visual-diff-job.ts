// The visual diff the marketer runs from the propose panel: `npm run preview:diff` against the Studio's base,
// one at a time, its output read into progress that the panel polls. It writes its report where the preview's
// changes page looks for it (PREVIEW_DIFF_DIR, else preview-diff/), and the Studio serves it from there.
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { diffReportDir } from "@/preview/visual-diff-report";
import { emptyProgress, readDiffLine, type DiffProgress } from "./diff-progress";

export interface DiffJob extends DiffProgress {
  state: "idle" | "running" | "done" | "failed";
  base?: string;
  startedAt?: number;
  finishedAt?: number;
  /** A report written by this run can be opened (/api/studio/diff/report). */
  report: boolean;
}

// One job per Studio process; on globalThis so next dev's module reloads do not forget a running diff.
const store = globalThis as typeof globalThis & { storyfrontStudioDiff?: DiffJob };
const current = (): DiffJob => store.storyfrontStudioDiff ?? { state: "idle", report: false, ...emptyProgress };

export const reportFile = () => join(diffReportDir(), "report.html");

export function diffJob(): DiffJob {
  return current();
}

/** preview:diff's script, run by tsx; STUDIO_DIFF_SCRIPT names another taking the same arguments (a test's stand-in). */
function command(): { file: string; args: string[]; cwd: string } {
  const repo = resolve(/* turbopackIgnore: true */ process.cwd(), "..");
  const script = process.env.STUDIO_DIFF_SCRIPT || join(repo, "scripts/src/preview/diff/diff-cli.ts");
  return { file: join(repo, "node_modules/.bin/tsx"), args: [script], cwd: repo };
}

/** next dev's own variables would make the diff's `next build` a development build: it gets a clean environment. */
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
  // STUDIO_DIFF_PORT moves preview:diff's three ports (3300–3302 by default) off ones in use.
  const port = process.env.STUDIO_DIFF_PORT ? ["--port", process.env.STUDIO_DIFF_PORT] : [];
  // turbopackIgnore: paths known only at run time; without it a build traces the whole project.
  const child = spawn(/* turbopackIgnore: true */ file, [...args, "--base", base, "--out", diffReportDir(), ...port], {
    cwd,
    env: childEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => set(readDiffLine(current(), line)));
  }
  const finish = (failure?: string) => {
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
