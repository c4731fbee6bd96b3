/** Timings of spec §4/§9: show after a 200 ms throttle, run about 5 s, hide 500 ms after finishing. */
export const progressTimings = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const;

export type ProgressView = { visible: boolean; percent: number; failed: boolean };

type Timer = ReturnType<typeof setTimeout>;
export type Clock = { set: (fn: () => void, ms: number) => Timer; clear: (timer: Timer) => void };

const realClock: Clock = { set: (fn, ms) => setTimeout(fn, ms), clear: (t) => clearTimeout(t) };
const hidden: ProgressView = { visible: false, percent: 0, failed: false };

/**
 * The top progress bar as a small state machine, apart from React so its timing rules can be tested
 * with a fake clock. A navigation that ends within the throttle never shows the bar.
 */
export class ProgressMachine {
  private view: ProgressView = hidden;
  private timers: Timer[] = [];

  constructor(
    private readonly onChange: (view: ProgressView) => void,
    private readonly clock: Clock = realClock,
  ) {}

  start() {
    this.reset();
    this.later(() => this.run(), progressTimings.throttleMs);
  }

  finish() {
    this.end(false);
  }

  fail() {
    this.end(true);
  }

  dispose() {
    this.clearTimers();
  }

  private run() {
    this.emit({ visible: true, percent: 0, failed: false });
    const step = (100 * progressTimings.tickMs) / progressTimings.durationMs;
    const tick = () => {
      // Creeps towards the end but never claims to be done before the page is.
      this.emit({ ...this.view, percent: Math.min(95, this.view.percent + step) });
      if (this.view.percent < 95) this.later(tick, progressTimings.tickMs);
    };
    this.later(tick, progressTimings.tickMs);
  }

  private end(failed: boolean) {
    const wasVisible = this.view.visible;
    this.clearTimers();
    if (!wasVisible && !failed) return this.emit(hidden);
    this.emit({ visible: true, percent: 100, failed });
    this.later(() => this.emit(hidden), progressTimings.hideDelayMs);
  }

  private reset() {
    this.clearTimers();
    this.emit(hidden);
  }

  private later(fn: () => void, ms: number) {
    this.timers.push(this.clock.set(fn, ms));
  }

  private clearTimers() {
    this.timers.forEach((t) => this.clock.clear(t));
    this.timers = [];
  }

  private emit(view: ProgressView) {
    this.view = view;
    this.onChange(view);
  }
}
