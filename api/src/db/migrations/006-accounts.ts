// Migration 006: sign-up with e-mail confirmation and password reset. An account signed up on the site has no password
// until its e-mailed link is used (confirmed_at stays null, and it cannot sign in); existing accounts count as
// confirmed. The links' tokens are stored as SHA-256 hashes and work once. The enrolment secret of two-factor sign-in
// waits in two_factor_pending_secret until a code of it is confirmed. mail_outbox holds every e-mail until the mailbox
// took it, so a restart loses none.
import type { Migration } from "./migration";

export const accountsMigration: Migration = {
  id: "006-accounts",
  sql: `
alter table app_user add column confirmed_at integer;
update app_user set confirmed_at = created_at;
alter table app_user add column two_factor_pending_secret text;
create table account_token (
  token_hash text primary key,
  kind text not null check (kind in ('signup', 'reset')),
  user_id integer not null references app_user(id) on delete cascade,
  created_at integer not null,
  expires_at integer not null,
  used_at integer
);
create index account_token_user on account_token (user_id, kind);
create table mail_outbox (
  id serial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at double precision not null,
  next_attempt_at double precision not null,
  sent_at double precision
);
create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
`,
};
