import { describe, expect, it } from "vitest";
import type { VitalSample } from "@storyfront/schemas";
import { VitalsQueue } from "./vitals-queue";

const sample: VitalSample = {
  name: "TTFB",
  value: 80,
  rating: "good",
  routeFamily: "home",
  variant: "com",
  locale: "en",
  device: "desktop",
};
const samples = (count: number) => Array.from({ length: count }, () => sample);

describe("the vitals queue", () => {
  it("sends a burst in full batches, a few calls at a time, and the rest once it stops growing", async () => {
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const queue = new VitalsQueue(
      async (_target, sent) => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        batches.push(sent.length);
        inFlight--;
      },
      { batchSize: 200, delayMs: 1, concurrency: 2 },
    );
    for (let n = 0; n < 450; n++) expect(queue.add("http://api", [sample])).toBe(true);
    await queue.drained();
    expect(batches).toEqual([200, 200, 50]);
    expect(mostInFlight).toBe(2);
    expect(queue.size).toBe(0);
  });

  it("keeps each API's samples apart", async () => {
    const sent: string[] = [];
    const queue = new VitalsQueue(
      async (target, batch) => {
        sent.push(`${target} ${batch.length}`);
      },
      { delayMs: 1 },
    );
    queue.add("http://api.com", samples(3));
    queue.add("http://api.ru", samples(2));
    queue.add("http://api.com", samples(1));
    await queue.drained();
    expect(sent.sort()).toEqual(["http://api.com 4", "http://api.ru 2"]);
  });

  it("drops what does not fit, counts it, and says so in one log line per period, not one per beacon", async () => {
    const logged: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = new VitalsQueue(() => held, {
      maxQueued: 10,
      batchSize: 5,
      concurrency: 1,
      delayMs: 1,
      logEveryMs: 30,
      log: (message) => logged.push(message),
    });
    expect(queue.add("http://api", samples(5))).toBe(true); // in flight, held
    expect(queue.add("http://api", samples(10))).toBe(true); // the queue is now full
    for (let n = 0; n < 100; n++) expect(queue.add("http://api", samples(5))).toBe(false);
    expect(queue.dropped).toBe(500);
    expect(logged).toEqual(["Field data: queue full (10 samples waiting); dropped 5 samples (5 since start)"]);
    await expect.poll(() => logged.length).toBe(2);
    expect(logged[1]).toBe("Field data: queue full (10 samples waiting); dropped 495 samples (500 since start)");
    release();
    await queue.drained();
    // Room again: samples are taken, and nothing more is said about drops.
    expect(queue.add("http://api", samples(5))).toBe(true);
    await queue.drained();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(logged).toHaveLength(2);
    expect(queue.dropped).toBe(500);
  });

  it("logs a batch the API does not take", async () => {
    const logged: string[] = [];
    const queue = new VitalsQueue(
      async () => {
        throw new Error("API unreachable");
      },
      { delayMs: 1, log: (message) => logged.push(message) },
    );
    queue.add("http://api", samples(2));
    await queue.drained();
    expect(logged).toEqual(["Field data: the API did not take 2 samples (API unreachable); they are dropped"]);
  });
});
