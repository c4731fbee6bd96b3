// Samples wait here between the visitor's beacon (answered at once) and the API, which gets them in batches:
// a burst of beacons becomes a few API calls instead of one each, and never holds up a page answer. The queue
// is bounded: when it is full, further samples are dropped and counted (field data is a sample of visits
// anyway, and a visitor's browser could do nothing better with a refusal); the count goes to the log at most
// once per `logEveryMs`, so a flood does not become a flood of log lines. Samples the API does not take are
// logged per batch. Nothing is dropped silently.
import type { VitalSample } from "@storyfront/schemas/api/vitals";
import { DropCount } from "./drop-count";

export type SendVitals = (target: string, samples: VitalSample[]) => Promise<void>;

export type VitalsQueueOptions = {
  /** Most samples waiting at once (all targets); more are refused and logged. */
  maxQueued: number;
  /** Samples per API call. */
  batchSize: number;
  /** How long a partial batch waits for more. */
  delayMs: number;
  /** Dropped samples are summed up in one log line at most this often. */
  logEveryMs: number;
  /** API calls in flight at once. */
  concurrency: number;
  log: (message: string) => void;
};

const defaults: VitalsQueueOptions = {
  maxQueued: 20_000,
  batchSize: 200,
  delayMs: 500,
  logEveryMs: 10_000,
  concurrency: 2,
  log: (message) => console.warn(message),
};

export class VitalsQueue {
  private readonly waiting = new Map<string, VitalSample[]>();
  private queued = 0;
  private inFlight = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly options: VitalsQueueOptions;
  private readonly idle = new Set<() => void>();
  private readonly drops: DropCount;

  constructor(
    private readonly send: SendVitals,
    options: Partial<VitalsQueueOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
    this.drops = new DropCount(
      (dropped, total) =>
        this.options.log(`Field data: queue full (${this.queued} samples waiting); dropped ${dropped} samples (${total} since start)`),
      this.options.logEveryMs,
    );
  }

  /** Queues the samples for `target` (the API the visitor's domain uses); false when the queue was full and they were dropped. */
  add(target: string, samples: VitalSample[]): boolean {
    if (this.queued + samples.length > this.options.maxQueued) {
      this.drops.add(samples.length);
      return false;
    }
    const list = this.waiting.get(target) ?? [];
    list.push(...samples);
    this.waiting.set(target, list);
    this.queued += samples.length;
    if (list.length >= this.options.batchSize) this.pump();
    else this.timer ??= setTimeout(() => this.flushAll(), this.options.delayMs);
    return true;
  }

  /** Samples waiting to be sent (not those in flight). */
  get size(): number {
    return this.queued;
  }

  /** Samples dropped because the queue was full, since it began. */
  get dropped(): number {
    return this.drops.total;
  }

  /** Resolves once nothing waits and nothing is in flight (tests, shutdown). */
  drained(): Promise<void> {
    if (this.queued === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.add(resolve));
  }

  private flushAll() {
    this.timer = null;
    this.pump(true);
  }

  /** Sends full batches (and, when `all`, partial ones too) while calls are free. */
  private pump(all = false) {
    while (this.inFlight < this.options.concurrency) {
      const next = this.nextBatch(all);
      if (!next) break;
      this.inFlight++;
      this.send(next.target, next.samples)
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.options.log(`Field data: the API did not take ${next.samples.length} samples (${reason}); they are dropped`);
        })
        .finally(() => {
          this.inFlight--;
          this.pump(this.timer === null);
          this.settle();
        });
    }
    if (this.queued > 0 && this.inFlight >= this.options.concurrency) return;
    this.settle();
  }

  private nextBatch(all: boolean): { target: string; samples: VitalSample[] } | null {
    for (const [target, list] of this.waiting) {
      if (list.length === 0 || (!all && list.length < this.options.batchSize)) continue;
      const samples = list.splice(0, this.options.batchSize);
      if (list.length === 0) this.waiting.delete(target);
      this.queued -= samples.length;
      return { target, samples };
    }
    return null;
  }

  private settle() {
    if (this.queued > 0 && this.timer === null && this.inFlight === 0) this.timer = setTimeout(() => this.flushAll(), this.options.delayMs);
    if (this.queued !== 0 || this.inFlight !== 0) return;
    for (const resolve of this.idle) resolve();
    this.idle.clear();
  }
}
