// The scheduling both outboxes share (leads webhook, mail): a pass over due rows on start, on every wake-up and
// when the worker says the next row is due; never two passes at once (a wake-up during a pass runs one more).
// The rows live in the database, so a restart or a failed pass loses nothing.
import type { Queryable } from "./database";

/**
 * Milliseconds until the next row is due, from a query answering `next` (its soonest next_attempt_at): at most
 * `idleMs`, so rows queued by another API process are seen too; `idleMs` as well when the database cannot answer.
 */
export async function msUntilDue(db: Queryable, nextSql: string, now: number, idleMs: number): Promise<number> {
  try {
    const [row] = await db.query<{ next: number | null }>(nextSql);
    const next = row?.next === null || row?.next === undefined ? Infinity : Number(row.next) - now;
    return Math.max(0, Math.min(next, idleMs));
  } catch {
    return idleMs;
  }
}

export abstract class OutboxLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  /** A wake-up since the current pass last looked at the outbox. */
  private woken = false;
  protected stopped = false;
  /** Aborted by stop(): a worker passes its signal to the attempt in flight, which then ends at once. */
  protected readonly abort = new AbortController();

  constructor(
    /** Names the outbox in the log line of a failed pass. */
    private readonly name: string,
    protected readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** Delivers every due row (checking `stopped` between rows). */
  protected abstract deliverDue(): Promise<void>;
  /** Milliseconds until the next pass once this one has finished. */
  protected abstract untilNextPass(): Promise<number>;

  start() {
    this.schedule(0);
  }

  /** A row was queued: look at the outbox now. */
  wake() {
    this.woken = true;
    this.schedule(0);
  }

  /** Stops the timer, cancels an attempt in flight and waits for the pass. */
  async stop() {
    this.stopped = true;
    this.abort.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), delay);
  }

  private async pass() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        this.woken = false;
        await this.deliverDue();
      } while (this.again && !this.stopped);
    })().catch((error: unknown) => this.log(`${this.name}: outbox pass failed: ${String(error)}`));
    await this.running;
    this.running = null;
    if (this.stopped) return;
    const next = await this.untilNextPass();
    // A wake-up whose timer had not fired yet when this pass ended must not give way to the next regular look (up to
    // idleMs away): its row may have been committed after this pass looked (an e-mail came 30 s late).
    this.schedule(this.woken ? 0 : next);
  }
}
