// Delivers the leads outbox (lead_delivery) to LEADS_WEBHOOK_URL: at least once, retried with exponential backoff
// while the receiver is down, times out or answers 5xx, 408 or 429; another answer that is not 2xx (a 3xx, any other
// 4xx) means the receiver refuses this request, so the lead is marked failed and not retried on its own (POST
// /admin/lead/{id}/resend puts it back to pending once the receiver is fixed). Due rows are read
// from the database on start and after every wake-up, so a restart loses nothing.
import { leadWebhookHeaders } from "@storyfront/schemas";
import type { Database } from "../db/database";
import { msUntilDue, OutboxLoop } from "../db/outbox-loop";
import type { LeadWebhookOptions } from "../app-options";
import { findStoredLead, toWebhookPayload } from "./stored-lead";
import { signWebhook } from "./webhook-signature";

type Outcome = { kind: "delivered" } | { kind: "retry"; error: string } | { kind: "failed"; error: string };

const retryableStatuses = new Set([408, 425, 429]);
const batchSize = 10;

/** Exponential backoff with ±20 % jitter, so many failed leads do not all retry in the same instant. */
export function retryDelay(options: Pick<LeadWebhookOptions, "retryBaseMs" | "retryMaxMs">, attempts: number): number {
  const delay = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

export class LeadDeliveryWorker extends OutboxLoop {
  constructor(
    private readonly db: Database,
    private readonly options: LeadWebhookOptions,
    log?: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    super("Lead webhook", log);
  }

  protected untilNextPass(): Promise<number> {
    const nextSql = "select min(next_attempt_at) as next from lead_delivery where status = 'pending'";
    return msUntilDue(this.db, nextSql, this.now(), this.options.idleMs);
  }

  protected async deliverDue() {
    while (!this.stopped) {
      const now = this.now();
      // Claim due rows by moving their next attempt past the timeout: another API process on the same database skips
      // them, and a process that dies mid-attempt leaves them due again once that time passes (at least once).
      const claimed = await this.db.query<{ lead_id: number; attempts: number }>(
        `update lead_delivery set attempts = attempts + 1, last_attempt_at = $1::float8, next_attempt_at = $1::float8 + $2::float8
         where lead_id in (select lead_id from lead_delivery where status = 'pending' and next_attempt_at <= $1::float8
                           order by next_attempt_at, lead_id limit ${batchSize} for update skip locked)
         returning lead_id, attempts`,
        [now, this.options.timeoutMs * 2],
      );
      if (claimed.length === 0) return;
      for (const { lead_id: leadId, attempts } of claimed) await this.deliverOne(leadId, attempts);
    }
  }

  private async deliverOne(leadId: number, attempts: number) {
    const lead = await findStoredLead(this.db, leadId);
    if (!lead) return;
    const outcome = await this.send(leadId, JSON.stringify(toWebhookPayload(lead)));
    const now = this.now();
    if (outcome.kind === "delivered") {
      await this.db.query("update lead_delivery set status = 'delivered', delivered_at = $2 where lead_id = $1", [leadId, now]);
      return;
    }
    const status = outcome.kind === "retry" ? "pending" : "failed";
    await this.db.query("update lead_delivery set status = $2, last_error = $3, next_attempt_at = $4 where lead_id = $1", [
      leadId,
      status,
      outcome.error.slice(0, 500),
      now + retryDelay(this.options, attempts),
    ]);
    this.log(
      `Lead webhook: lead ${leadId} attempt ${attempts} ${status === "pending" ? "will be retried" : "failed for good"}: ${outcome.error}`,
    );
  }

  private async send(leadId: number, body: string): Promise<Outcome> {
    const timestamp = Math.floor(this.now() / 1000);
    try {
      const response = await fetch(this.options.url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/json",
          "user-agent": "storyfront-api lead webhook",
          [leadWebhookHeaders.timestamp]: String(timestamp),
          [leadWebhookHeaders.signature]: signWebhook(this.options.secret, timestamp, body),
          [leadWebhookHeaders.delivery]: `lead-${leadId}`,
        },
        body,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { kind: "delivered" };
      const error = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
      return response.status >= 500 || retryableStatuses.has(response.status) ? { kind: "retry", error } : { kind: "failed", error };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return { kind: "retry", error: cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)) };
    }
  }
}
