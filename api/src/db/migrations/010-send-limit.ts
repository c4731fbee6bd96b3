// Migration 010: requests that make the service send something (sign-up e-mails, leads) per visitor address and per
// e-mail address, counted per window (src/limits/send-limit.ts). Each window ends at its own time, so limits with
// different windows share the table; a place is taken by one conditional upsert, so parallel requests and several API
// processes on one database cannot both take the last one.
import type { Migration } from "./migration";

export const sendLimitMigration: Migration = {
  id: "010-send-limit",
  sql: `
create table send_limit (
  key text primary key,
  used integer not null,
  window_end integer not null
);
`,
};
