// start.ts keeps its children running: one that exits without being asked (a crash, the OOM killer, a kill by
// hand) is started again after a pause that doubles with each quick failure (1 s, 2 s, 4 s … 30 s), so a child
// that cannot start does not spin, and one that ran for a while before failing is back within a second. Only
// stop() ends a child for good.
import type { ChildProcess } from "node:child_process";

export interface SupervisorOptions {
  /** Pause before the first restart, doubled after each exit that follows a short run. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long before exiting counts as stable: the next pause is the first one again. */
  stableAfterMs?: number;
  log?: (line: string) => void;
  /** How the pause is waited (tests run it at once); returns a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
  now?: () => number;
}

const laterBy = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export class Supervisor {
  private child?: ChildProcess;
  private startedAt = 0;
  private delayMs: number;
  private cancelRestart?: () => void;
  private stopped = false;
  private readonly options: Required<SupervisorOptions>;

  /** `start` spawns the child, each time it is (re)started. */
  constructor(
    readonly name: string,
    private readonly start: () => ChildProcess,
    options: SupervisorOptions = {},
  ) {
    this.options = {
      firstDelayMs: 1000,
      maxDelayMs: 30_000,
      stableAfterMs: 60_000,
      log: (line) => console.log(line),
      schedule: laterBy,
      now: Date.now,
      ...options,
    };
    this.delayMs = this.options.firstDelayMs;
  }

  /** The running child, if any (none while waiting to restart). */
  get current(): ChildProcess | undefined {
    return this.child;
  }

  run(): this {
    const child = this.start();
    this.child = child;
    this.startedAt = this.options.now();
    this.options.log(`${this.name} started (pid ${child.pid})`);
    child.once("exit", (code, signal) => this.exited(child, signal ?? code));
    return this;
  }

  /** SIGTERM to the child and no restart after it, nor after a restart already waiting. */
  stop(signal: NodeJS.Signals = "SIGTERM"): void {
    this.stopped = true;
    this.cancelRestart?.();
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
  }

  private exited(child: ChildProcess, how: string | number | null) {
    if (this.child === child) this.child = undefined;
    if (this.stopped) return this.options.log(`${this.name} stopped (${how})`);
    const { firstDelayMs, maxDelayMs, stableAfterMs, log, schedule, now } = this.options;
    if (now() - this.startedAt >= stableAfterMs) this.delayMs = firstDelayMs;
    const delay = this.delayMs;
    this.delayMs = Math.min(delay * 2, maxDelayMs);
    log(`${this.name} exited unexpectedly (${how}); restarting in ${delay / 1000} s`);
    this.cancelRestart = schedule(() => {
      this.cancelRestart = undefined;
      if (!this.stopped) this.run();
    }, delay);
  }
}
