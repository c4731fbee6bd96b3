import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { isRunning, stopWith } from "./stop-with";

const shortLived = () => spawn(process.execPath, ["-e", "setTimeout(() => {}, 300)"], { stdio: "ignore" });

describe("stopWith: the visual diff stops when the Studio that started it is gone", () => {
  it("calls back once the watched process has exited, and not before", async () => {
    const studio = shortLived();
    const pid = studio.pid as number;
    let calls = 0;
    const gone = new Promise<void>((resolve) =>
      stopWith(
        pid,
        () => {
          calls += 1;
          resolve();
        },
        20,
      ),
    );
    expect(isRunning(pid)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(0);
    await once(studio, "exit");
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
    expect(isRunning(pid)).toBe(false);
  });

  it("can be called off while the process still runs", async () => {
    const studio = shortLived();
    let called = false;
    const stop = stopWith(studio.pid as number, () => (called = true), 20);
    stop();
    await once(studio, "exit");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(called).toBe(false);
  });
});
