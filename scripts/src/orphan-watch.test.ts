import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { stopChildWithParent } from "./orphan-watch";
import { isRunning } from "./preview/diff/stop-with";

const sleeper = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
const started: number[] = [];
const waitUntil = async (done: () => boolean, ms: number) => {
  for (let waited = 0; waited < ms && !done(); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return done();
};

afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
});

describe("start.ts's children stop when start.ts dies without a word", () => {
  it("stops the child once its parent is killed hard, and not before", async () => {
    const parent = sleeper();
    const child = sleeper();
    started.push(parent.pid as number, child.pid as number);
    stopChildWithParent(child.pid as number, parent.pid as number);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(isRunning(child.pid as number)).toBe(true);
    parent.kill("SIGKILL");
    expect(await waitUntil(() => child.exitCode !== null || child.signalCode !== null, 5000)).toBe(true);
    expect(child.signalCode).toBe("SIGTERM");
  });
});
