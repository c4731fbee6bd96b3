import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProgressMachine, type ProgressView } from "./progress-machine";

let views: ProgressView[];
let machine: ProgressMachine;
const last = () => views.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  views = [];
  machine = new ProgressMachine((v) => views.push(v));
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
});

describe("progress bar", () => {
  it("stays hidden for navigations shorter than the 200 ms throttle", () => {
    machine.start();
    vi.advanceTimersByTime(150);
    machine.finish();
    vi.advanceTimersByTime(2000);
    expect(views.some((v) => v.visible)).toBe(false);
  });

  it("shows after 200 ms and creeps for about 5 s without reaching the end", () => {
    machine.start();
    vi.advanceTimersByTime(199);
    expect(last()?.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ visible: true, percent: 0 });
    vi.advanceTimersByTime(2500);
    expect(last()?.percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(10_000);
    expect(last()?.percent).toBe(95);
  });

  it("fills and hides 500 ms after finishing", () => {
    machine.start();
    vi.advanceTimersByTime(1000);
    machine.finish();
    expect(last()).toMatchObject({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()?.visible).toBe(false);
  });

  it("marks a failed navigation, then hides", () => {
    machine.start();
    vi.advanceTimersByTime(300);
    machine.fail();
    expect(last()).toMatchObject({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(500);
    expect(last()?.visible).toBe(false);
  });
});
