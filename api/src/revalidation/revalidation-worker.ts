// Sends the revalidation outbox to the site's POST /api/revalidate (REVALIDATE_URL, bearer REVALIDATE_SECRET) until
// the site acknowledges each row with a 2xx; then the row is deleted. Any other outcome (the site down, a timeout,
// a 5xx, and also a 4xx such as a wrong secret, which an operator fixes) keeps the row and retries it with
// exponential backoff, so nothing is lost: a site that comes back gets every change it missed. Several API processes
// on one PostgreSQL share the outbox: a row is claimed with `for update skip locked` and its next attempt moved past
// the timeout, so only one process sends it (a process that dies mid-attempt leaves it due again: at least once,
// and a revalidation sent twice only renders a page once more).
import type { Database } from "../db/database";
import { msUntilDue, OutboxLoop } from "../db/outbox-loop";
import { retryDelay } from "../leads/delivery-worker";
import type { RevalidationOptions } from "../app-options";

const batchSize = 20;

type Outcome = { ok: true } | { ok: false; error: string };

export class RevalidationWorker extends OutboxLoop {
  constructor(
    private readonly db: Database,
    private readonly options: RevalidationOptions,
    log?: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    super("Site revalidation", log);
  }

  /** The next due row, or a look every idleMs: rows are queued by any writer in any API process. */
  protected untilNextPass(): Promise<number> {
    return msUntilDue(this.db, "select min(next_attempt_at) as next from revalidation_outbox", this.now(), this.options.idleMs);
  }

  protected async deliverDue() {
    while (!this.stopped) {
      const now = this.now();
      const claimed = await this.db.query<{ id: string; attempts: number; target: unknown }>(
        `update revalidation_outbox set attempts = attempts + 1, last_attempt_at = $1::float8, next_attempt_at = $1::float8 + $2::float8
         where id in (select id from revalidation_outbox where next_attempt_at <= $1::float8
                      order by next_attempt_at, id limit ${batchSize} for update skip locked)
         returning id, attempts, target`,
        [now, this.options.timeoutMs * 2],
      );
      if (claimed.length === 0) return;
      // Oldest first, so a later change of the same page is never refreshed before an earlier one.
      claimed.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of claimed) {
        if (this.stopped) return;
        await this.deliverOne(row.id, row.attempts, row.target);
      }
    }
  }

  private async deliverOne(id: string, attempts: number, target: unknown) {
    const outcome = await this.send(JSON.stringify(target));
    if (outcome.ok) {
      await this.db.query("delete from revalidation_outbox where id = $1", [id]);
      return;
    }
    await this.db.query("update revalidation_outbox set last_error = $2, next_attempt_at = $3::float8 where id = $1", [
      id,
      outcome.error.slice(0, 500),
      this.now() + retryDelay(this.options, attempts),
    ]);
    this.log(`Site revalidation: change ${id} attempt ${attempts} will be retried: ${outcome.error}`);
  }

  private async send(body: string): Promise<Outcome> {
    try {
      const response = await fetch(this.options.url, {
        method: "POST",
        redirect: "manual",
        headers: {
          authorization: `Bearer ${this.options.secret}`,
          "content-type": "application/json",
          "user-agent": "storyfront-api revalidation",
        },
        body,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      const text = await response.text().catch(() => "");
      if (response.status >= 200 && response.status < 300) return { ok: true };
      return { ok: false, error: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { ok: false, error: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
    }
  }
}
