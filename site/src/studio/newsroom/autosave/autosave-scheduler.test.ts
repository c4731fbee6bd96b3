import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { AutosaveScheduler, type AutosaveOutcome, type AutosaveState } from "./autosave-scheduler";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function setUp(outcomes: AutosaveOutcome[]) {
  const states: AutosaveState[] = [];
  const sends: number[] = [];
  const events = new EventTarget();
  const scheduler = new AutosaveScheduler({
    send: async () => {
      sends.push(Date.now());
      return outcomes.shift() ?? "stored";
    },
    onState: (state) => states.push(state),
    events: events as unknown as Window,
  });
  return { scheduler, states, sends, events };
}

describe("autosave", () => {
  test("sends once, three seconds after the last of many changes", async () => {
    const { scheduler, states, sends } = setUp([]);
    for (let key = 0; key < 20; key++) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(sends).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sends).toHaveLength(1);
    expect(states).toEqual(["unsaved", "saving", "saved"]);
    expect(scheduler.hasUnsentWork).toBe(false);
  });

  test("offline: says so, retries with growing pauses, and at once when the browser is back online", async () => {
    const { scheduler, states, sends, events } = setUp(["unreachable", "unreachable", "unreachable"]);
    const start = Date.now();
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(states.at(-1)).toBe("offline");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sends.map((at) => at - start)).toEqual([3_000, 5_000, 9_000]);
    events.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toHaveLength(4);
    expect(states.at(-1)).toBe("saved");
  });

  test("a change made while a send is under way is sent after it", async () => {
    let release: (outcome: AutosaveOutcome) => void = () => {};
    const states: AutosaveState[] = [];
    let sends = 0;
    const scheduler = new AutosaveScheduler({
      send: () => {
        sends++;
        return new Promise((resolve) => (release = resolve));
      },
      onState: (state) => states.push(state),
    });
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(3_000);
    scheduler.changed();
    release("stored");
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(3_000);
    release("stored");
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toBe(2);
    expect(states.at(-1)).toBe("saved");
  });
});
