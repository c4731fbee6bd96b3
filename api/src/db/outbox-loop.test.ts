import { afterEach, describe, expect, it } from "vitest";
import { OutboxLoop } from "./outbox-loop";

/** A loop whose passes the test lets finish one by one; between passes it would wait far longer than any test. */
class HeldLoop extends OutboxLoop {
  passes = 0;
  private release: (() => void) | undefined;

  protected async deliverDue() {
    this.passes += 1;
    await new Promise<void>((resolve) => (this.release = resolve));
  }

  protected async untilNextPass() {
    return 60_000;
  }

  /** Lets the pass in flight finish. */
  finishPass() {
    this.release?.();
    this.release = undefined;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
let loop: HeldLoop | undefined;

afterEach(async () => {
  loop?.finishPass();
  await loop?.stop();
});

describe("outbox loop", () => {
  it("looks again after a wake-up that came while a pass was running", async () => {
    loop = new HeldLoop("test", () => undefined);
    loop.start();
    await settle();
    expect(loop.passes).toBe(1);
    loop.wake();
    await settle();
    loop.finishPass();
    await settle();
    expect(loop.passes).toBe(2);
  });

  it("does not lose a wake-up that comes just as a pass ends (its row may have been committed after the pass looked)", async () => {
    loop = new HeldLoop("test", () => undefined);
    loop.start();
    await settle();
    // A request queues a row and wakes the loop; in the same turn the pass in flight, which looked before the
    // row existed, finishes and schedules its next look a minute away.
    loop.wake();
    loop.finishPass();
    await settle();
    expect(loop.passes).toBe(2);
  });
});
