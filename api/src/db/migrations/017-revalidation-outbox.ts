// Migration 017: the revalidation outbox (src/revalidation/). One row per change that visitors must see at once
// (a publication, an unpublication, a rename or a save of a live page, and whatever other writers queue), written in
// the transaction of the change, so a change is never committed without its row. `target` is the body of the site's
// POST /api/revalidate. A row stays until the site acknowledged it with a 2xx; then it is deleted. Times in
// milliseconds (real time, for backoff).
import type { Migration } from "./migration";

export const revalidationOutboxMigration: Migration = {
  id: "017-revalidation-outbox",
  sql: `
create table revalidation_outbox (
  id bigserial primary key,
  target jsonb not null,
  attempts integer not null default 0,
  last_error text,
  created_at double precision not null,
  last_attempt_at double precision,
  next_attempt_at double precision not null
);
create index revalidation_outbox_due on revalidation_outbox (next_attempt_at, id);
`,
};
