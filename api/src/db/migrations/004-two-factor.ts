// Migration 004: two-factor sign-in (TOTP). The secret is kept as base32 text because the API must compute codes from
// it; two_factor_last_step stops a code from being used twice. A ticket is the short-lived proof that the password was
// right; it is stored hashed, works once, and is burnt after too many wrong codes.
import type { Migration } from "./migration";

export const twoFactorMigration: Migration = {
  id: "004-two-factor",
  sql: `
alter table app_user add column two_factor_secret text;
alter table app_user add column two_factor_last_step bigint;
create table two_factor_ticket (
  ticket_hash text primary key,
  user_id integer not null references app_user(id) on delete cascade,
  expires_at integer not null,
  used_at integer,
  failures integer not null default 0
);
`,
};
