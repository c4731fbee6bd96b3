import { describe, expect, it } from "vitest";
import { AfterPages } from "./after-pages";

describe("work that gives way to pages", () => {
  it("runs a few pieces a turn, and what arrives for pages meanwhile goes first", async () => {
    const order: string[] = [];
    const turns = new AfterPages({ perTurn: 3 });
    for (let n = 1; n <= 7; n++) turns.run(() => order.push(`beacon ${n}`));
    expect(order).toEqual([]);
    // A page's work arriving in the same turn (here a callback of the same phase, queued after the beacons').
    setImmediate(() => order.push("page"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(["beacon 1", "beacon 2", "beacon 3", "page", "beacon 4", "beacon 5", "beacon 6", "beacon 7"]);
    expect(turns.size).toBe(0);
  });

  it("refuses work beyond its limit, and takes more once the waiting ones ran", async () => {
    const ran: number[] = [];
    const turns = new AfterPages({ perTurn: 2, limit: 3 });
    expect([1, 2, 3, 4].map((n) => turns.run(() => ran.push(n)))).toEqual([true, true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual([1, 2, 3]);
    expect(turns.run(() => ran.push(5))).toBe(true);
  });
});
