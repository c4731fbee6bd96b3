// Hands the outbox (mail_outbox) to the mailbox: due rows are claimed (skip locked, so several API processes on
// PostgreSQL never take the same one), delivered, and retried with backoff when the mailbox fails. Like the leads
// webhook worker, it reads the outbox on start, after every queued e-mail (wake) and at least every idleMs.
import type { Database } from "../db/database";
import { OutboxLoop } from "../db/outbox-loop";
import type { Mailbox } from "./file-mailbox";

export type MailTiming = { retryBaseMs: number; retryMaxMs: number; idleMs: number; maxAttempts: number };
export const defaultMailTiming: MailTiming = { retryBaseMs: 5_000, retryMaxMs: 600_000, idleMs: 30_000, maxAttempts: 10 };

type Row = { id: number; to_address: string; subject: string; body: string; created_at: number; attempts: number };

export class MailWorker extends OutboxLoop {
  constructor(
    private readonly db: Database,
    private readonly mailbox: Mailbox,
    private readonly timing: MailTiming = defaultMailTiming,
    log?: (message: string) => void,
  ) {
    super("Mail", log);
  }

  /** Besides wake-ups, the outbox is read every idleMs: a retry's time comes without one. */
  protected async untilNextPass() {
    return this.timing.idleMs;
  }

  protected async deliverDue() {
    while (!this.stopped) {
      const now = Date.now();
      const rows = await this.db.query<Row>(
        `update mail_outbox set attempts = attempts + 1, next_attempt_at = $1::float8 + $2::float8
         where id in (
           select id from mail_outbox where status = 'pending' and next_attempt_at <= $1::float8 order by id limit 10 for update skip locked
         )
         returning id, to_address, subject, body, created_at, attempts`,
        [now, this.timing.retryMaxMs],
      );
      if (rows.length === 0) return;
      for (const row of rows) await this.deliverOne(row);
    }
  }

  private async deliverOne(row: Row) {
    try {
      await this.mailbox.deliver({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        createdAt: new Date(Number(row.created_at)).toISOString(),
      });
      await this.db.query("update mail_outbox set status = 'sent', sent_at = $2 where id = $1", [row.id, Date.now()]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = row.attempts >= this.timing.maxAttempts;
      const delay = Math.min(this.timing.retryMaxMs, this.timing.retryBaseMs * 2 ** (row.attempts - 1));
      await this.db.query("update mail_outbox set status = $2, last_error = $3, next_attempt_at = $4 where id = $1", [
        row.id,
        failed ? "failed" : "pending",
        message.slice(0, 500),
        Date.now() + delay,
      ]);
      this.log(`Mail: e-mail ${row.id} to ${row.to_address} ${failed ? "failed for good" : "will be retried"}: ${message}`);
    }
  }
}
