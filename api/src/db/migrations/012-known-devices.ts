// Migration 012: known devices and e-mailed sign-in codes (src/auth/known-devices.ts, src/auth/email-code.ts): a
// browser that signed in keeps an opaque token (stored here as its SHA-256 only), so strangers' failures never stop its
// owner; a sign-in from an unknown device while an account is under attack needs a code e-mailed to the account. Codes
// are kept per lower-cased email whether or not it has an account, so both answer alike.
import type { Migration } from "./migration";

export const knownDevicesMigration: Migration = {
  id: "012-known-devices",
  sql: `
create table known_device (
  token_hash text primary key,
  user_id integer not null references app_user(id) on delete cascade,
  created_at integer not null,
  expires_at integer not null
);
create index known_device_user on known_device (user_id, created_at);
create table sign_in_code (
  email text primary key,
  code_hash text not null,
  sent_at integer not null,
  expires_at integer not null,
  failures integer not null default 0
);
`,
};
