// Publishes scheduled drafts when their time comes (page.publish_at), without anyone present: a pass on start and
// then every pollMs, on the app's clock. The schedule lives in the database, so a restart loses nothing; a page due
// while the API was down is published by the first pass after it is back.
import type { Database } from "../db/database";
import { OutboxLoop } from "../db/outbox-loop";
import { publishDuePages } from "./page-writes";

/** Often enough that a scheduled page is live well within a minute of its time (issue 39 asks ≤ 60 s). */
export const schedulePollMs = 15_000;

export class SchedulePublisher extends OutboxLoop {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    private readonly pollMs = schedulePollMs,
  ) {
    super("Scheduled publishing");
  }

  protected async deliverDue() {
    await publishDuePages(this.db, this.clock());
  }

  protected async untilNextPass() {
    return this.pollMs;
  }
}
