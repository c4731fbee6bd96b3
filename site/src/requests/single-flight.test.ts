import { afterEach, describe, expect, it, vi } from "vitest";
import { singleFlight } from "./single-flight";

afterEach(() => {
  vi.useRealTimers();
});

describe("singleFlight", () => {
  it("runs once for callers that arrive together; only the first owns the result", async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    const results = await Promise.all([once("a", run), once("a", run), once("a", run)]);
    expect(results).toEqual([
      { value: 1, owner: true },
      { value: 1, owner: false },
      { value: 1, owner: false },
    ]);
    expect(runs).toBe(1);
  });

  it("without a grace, hands a finished run to nobody: a later caller runs again", async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const run = async () => ++runs;
    expect(await once("a", run)).toEqual({ value: 1, owner: true });
    expect(await once("a", run)).toEqual({ value: 2, owner: true });
  });

  it("within the grace a later caller shares the result without owning it; after it, runs again", async () => {
    vi.useFakeTimers();
    const once = singleFlight<number>(2_000);
    let runs = 0;
    const run = async () => ++runs;
    expect(await once("a", run)).toEqual({ value: 1, owner: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await once("a", run)).toEqual({ value: 1, owner: false });
    await vi.advanceTimersByTimeAsync(1);
    expect(await once("a", run)).toEqual({ value: 2, owner: true });
    expect(runs).toBe(2);
  });

  it("keeps different keys apart", async () => {
    const once = singleFlight<string>();
    expect((await Promise.all([once("a", async () => "A"), once("b", async () => "B")])).map((result) => result.value)).toEqual(["A", "B"]);
  });

  it("forgets a failed run at once so the next caller tries again", async () => {
    const once = singleFlight<string>(2_000);
    await expect(once("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await once("a", async () => "ok")).toEqual({ value: "ok", owner: true });
  });
});
