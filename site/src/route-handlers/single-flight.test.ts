import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight";

describe("singleFlight", () => {
  it("runs once for callers that arrive together and gives them the same result", async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    const results = await Promise.all([once("a", run), once("a", run), once("a", run)]);
    expect(results).toEqual([1, 1, 1]);
    expect(runs).toBe(1);
  });

  it("hands a finished run's result to nobody after it: a later caller runs again", async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const run = async () => ++runs;
    expect(await once("a", run)).toBe(1);
    expect(await once("a", run)).toBe(2);
    expect(runs).toBe(2);
  });

  it("keeps different keys apart", async () => {
    const once = singleFlight<string>();
    expect(await Promise.all([once("a", async () => "A"), once("b", async () => "B")])).toEqual(["A", "B"]);
  });

  it("forgets a failed run so the next caller tries again", async () => {
    const once = singleFlight<string>();
    await expect(once("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await once("a", async () => "ok")).toBe("ok");
  });
});
