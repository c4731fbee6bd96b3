import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { Supervisor } from "./supervisor";

// Real children: one that fails at once, one that runs until stopped.
const failing = () => spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
const running = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });

const supervisors: Supervisor[] = [];
afterEach(() => {
  for (const supervisor of supervisors.splice(0)) supervisor.stop("SIGKILL");
});

/** A supervisor whose pauses are recorded and skipped, on a clock the test moves. */
function recorded(start: () => ReturnType<typeof spawn>, afterRestart: (restarts: number) => void = () => {}) {
  const delays: number[] = [];
  const log: string[] = [];
  const clock = { now: 0 };
  let wake: () => void = () => {};
  const supervisor = new Supervisor("API", start, {
    log: (line) => log.push(line),
    now: () => clock.now,
    schedule: (run, ms) => {
      delays.push(ms);
      setImmediate(() => {
        run();
        afterRestart(delays.length);
        wake();
      });
      return () => {};
    },
  });
  supervisors.push(supervisor);
  const restarts = (count: number) =>
    new Promise<void>((resolve) => {
      wake = () => delays.length >= count && resolve();
      wake();
    });
  return { supervisor, delays, log, clock, restarts };
}

// Each restart spawns a Node process: generous limits for a busy machine.
describe("start.ts's supervisor", { timeout: 60_000 }, () => {
  it("restarts a child that exits, each pause twice the last up to 30 s, and says so", async () => {
    const { supervisor, delays, log, restarts } = recorded(failing);
    supervisor.run();
    await restarts(7);
    supervisor.stop();
    expect(delays.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(log[0]).toMatch(/^API started \(pid \d+\)$/);
    expect(log[1]).toBe("API exited unexpectedly (3); restarting in 1 s");
    expect(log).toContain("API exited unexpectedly (3); restarting in 2 s");
  });

  it("goes back to a 1 s pause after a child ran stably", async () => {
    const { supervisor, delays, clock, restarts } = recorded(failing, (count) => {
      // The third child runs a minute before it fails.
      if (count === 2) clock.now += 60_000;
    });
    supervisor.run();
    await restarts(4);
    supervisor.stop();
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 1000, 2000]);
  });

  it("does not restart a child it was told to stop", async () => {
    const { supervisor, delays, log } = recorded(running);
    const child = supervisor.run().current;
    const exited = new Promise((resolve) => child?.once("exit", (_code, signal) => resolve(signal)));
    supervisor.stop();
    expect(await exited).toBe("SIGTERM");
    await new Promise((resolve) => setImmediate(resolve));
    expect(delays).toEqual([]);
    expect(supervisor.current).toBeUndefined();
    expect(log.at(-1)).toBe("API stopped (SIGTERM)");
  });

  it("cancels a restart that was waiting when told to stop", async () => {
    let cancelled = false;
    let pending: (() => void) | undefined;
    const supervisor = new Supervisor("site", failing, {
      log: () => {},
      schedule: (run) => {
        pending = run;
        return () => (cancelled = true);
      },
    });
    supervisors.push(supervisor);
    const child = supervisor.run().current;
    await new Promise((resolve) => child?.once("exit", resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toBeDefined();
    supervisor.stop();
    expect(cancelled).toBe(true);
    // Even a timer that fires anyway starts nothing.
    pending?.();
    expect(supervisor.current).toBeUndefined();
  });
});
