// Migration 011: E-mail change (routes/email-change.ts): its link is an account token of kind 'email' that carries the
// new address; the address is written to the account only when the link is followed.
import type { Migration } from "./migration";

export const emailChangeMigration: Migration = {
  id: "011-email-change",
  sql: `
alter table account_token drop constraint account_token_kind_check;
alter table account_token add constraint account_token_kind_check check (kind in ('signup', 'reset', 'email'));
alter table account_token add column new_email text;
`,
};
