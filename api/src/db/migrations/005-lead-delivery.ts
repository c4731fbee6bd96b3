// Migration 005: the leads webhook outbox: one row per lead stored while LEADS_WEBHOOK_URL was set, written in the same
// statement as the lead, so a lead is never stored without its delivery. Times in milliseconds (real time,
// for backoff); the worker reads due rows on start, so nothing pending is lost across a restart.
import type { Migration } from "./migration";

export const leadDeliveryMigration: Migration = {
  id: "005-lead-delivery",
  sql: `
create table lead_delivery (
  lead_id integer primary key references lead(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_error text,
  last_attempt_at double precision,
  next_attempt_at double precision not null,
  delivered_at double precision
);
create index lead_delivery_due on lead_delivery (next_attempt_at) where status = 'pending';
create index lead_created on lead (created_at desc, id desc);
`,
};
