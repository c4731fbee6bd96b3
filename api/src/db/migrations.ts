// Schema migrations, applied in order and recorded in schema_migration; the same SQL runs on PGlite and PostgreSQL.
import type { Database } from "./database";
import { pageAuthoringMigration } from "./page-authoring-migration";
import { pageDeskMigration } from "./page-desk-migration";
import { mediaMigration } from "./media-migration";
import { revalidationOutboxMigration } from "./revalidation-outbox-migration";
import { catalogAuthoringMigration } from "./catalog-authoring-migration";
import { pageTranslationLabelsMigration } from "./page-translation-labels-migration";

const migrations: { id: string; sql: string }[] = [
  {
    id: "001-initial",
    sql: `
create table project (
  id serial primary key,
  slug text not null unique,
  title text not null,
  story_styles text not null default ''
);
create table app_user (
  id serial primary key,
  username text not null unique,
  email text not null unique,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  admin_roles text[] not null default '{}',
  admin_permissions text[] not null default '{}',
  locale text not null default 'en',
  company_name text,
  company_domain text,
  disable_all_notification boolean not null default false,
  new_notification_count integer not null default 0,
  active_project_id integer references project(id) on delete set null,
  created_at integer not null
);
create table user_project (
  user_id integer not null references app_user(id) on delete cascade,
  project_id integer not null references project(id) on delete cascade,
  primary key (user_id, project_id)
);
create table auth_token (
  token_hash text primary key,
  kind text not null check (kind in ('access', 'refresh')),
  user_id integer not null references app_user(id) on delete cascade,
  family text not null,
  expires_at integer not null,
  used_at integer,
  revoked_at integer
);
create index auth_token_family on auth_token (family);
create table tag_group (
  id serial primary key,
  key text not null,
  "order" integer not null default 0,
  sort integer not null default 0,
  is_active boolean not null default true,
  project_id integer references project(id) on delete cascade,
  languages jsonb not null default '[]'
);
create table tag (
  id serial primary key,
  key text not null,
  slug text not null,
  "order" integer not null default 0,
  sort integer not null default 0,
  is_active boolean not null default true,
  group_id integer references tag_group(id) on delete set null,
  project_id integer references project(id) on delete cascade,
  languages jsonb not null default '[]'
);
create unique index tag_project_slug on tag (coalesce(project_id, 0), slug);
create table category (
  id serial primary key,
  slug text not null,
  type integer not null,
  position integer not null default 0,
  unique (type, slug)
);
create table category_translation (
  category_id integer not null references category(id) on delete cascade,
  language text not null,
  title text not null,
  seo_title text,
  seo_keywords text,
  seo_description text,
  primary key (category_id, language)
);
create table page (
  id serial primary key,
  slug text not null unique,
  type integer not null,
  "order" integer not null default 0,
  is_active boolean not null default true,
  image jsonb,
  image_square text,
  author_image text,
  author text,
  author_subtitle text,
  story_cover text,
  icon text,
  category_ids integer[] not null default '{}',
  tag_ids integer[] not null default '{}',
  views integer not null default 0,
  tilda_page_id text,
  styles text,
  scripts text,
  created_at integer not null,
  updated_at integer not null
);
create index page_type_created on page (type, created_at desc, id desc);
create index page_category_ids on page using gin (category_ids);
create table page_translation (
  page_id integer not null references page(id) on delete cascade,
  language text not null,
  title text not null,
  description text not null default '',
  content text not null default '',
  seo_title text,
  seo_keywords text,
  seo_description text,
  primary key (page_id, language)
);
create index page_translation_language on page_translation (language, page_id);
create table page_client_event (
  page_id integer not null references page(id) on delete cascade,
  client_id text not null,
  kind text not null check (kind in ('open', 'read')),
  created_at integer not null,
  primary key (page_id, client_id, kind)
);
create table setting (
  key text primary key,
  value jsonb not null
);
create table displayed_tariff (
  id serial primary key,
  position integer not null,
  name text not null,
  description text not null,
  cost text not null,
  cost_numeric integer not null,
  options_title text not null,
  options jsonb not null,
  button jsonb not null,
  featured boolean not null default false
);
create table sales_logic_rule (
  id serial primary key,
  network cidr not null,
  behavior jsonb not null
);
create table lead (
  id serial primary key,
  kind text not null,
  idempotency_key text not null unique,
  request_hash text not null,
  payload jsonb not null,
  locale text not null,
  page text,
  client_id text,
  created_at integer not null
);
create table project_invite (
  code text primary key,
  project_id integer not null references project(id) on delete cascade,
  used_at integer,
  used_by integer references app_user(id) on delete set null
);
`,
  },
  {
    // The languages a page exists in, kept on the page so lists count and filter without joining translations.
    // Written wherever translations are written (the seed); page_translation stays the source of the texts.
    id: "002-page-languages",
    sql: `
alter table page add column languages text[] not null default '{}';
update page set languages = array(select l.language from page_translation l where l.page_id = page.id order by l.language);
`,
  },
  {
    // Where each project stands with its trial, for the trial/demo banner (spec §4). trial_ends_at stays null until the
    // first story is published (the trial starts then); existing projects start as a free trial that has not started.
    id: "003-project-subscription",
    sql: `
alter table project add column subscription_mode text not null default 'trial'
  check (subscription_mode in ('trial', 'tnb', 'demo', 'subscription'));
alter table project add column trial_tariff text not null default 'unlimited' check (trial_tariff in ('unlimited', 'included', 'demo'));
alter table project add column trial_ends_at integer;
`,
  },
  {
    // Two-factor sign-in (TOTP). The secret is kept as base32 text because the API must compute codes from it;
    // two_factor_last_step stops a code from being used twice. A ticket is the short-lived proof that the
    // password was right; it is stored hashed, works once, and is burnt after too many wrong codes.
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
  },
  {
    // The leads webhook outbox: one row per lead stored while LEADS_WEBHOOK_URL was set, written in the same
    // statement as the lead, so a lead is never stored without its delivery. Times in milliseconds (real time,
    // for backoff); the worker reads due rows on start, so nothing pending is lost across a restart.
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
  },
  {
    // Sign-up with e-mail confirmation and password reset. An account signed up on the site has no password until
    // its e-mailed link is used (confirmed_at stays null, and it cannot sign in); existing accounts count as
    // confirmed. The links' tokens are stored as SHA-256 hashes and work once. The enrolment secret of two-factor
    // sign-in waits in two_factor_pending_secret until a code of it is confirmed. mail_outbox holds every e-mail
    // until the mailbox took it, so a restart loses none.
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
  },
  {
    // The login throttle (src/auth/login-throttle.ts): sign-in attempts per key (account and address pair, account,
    // address) in a fixed window that starts at the first attempt. In the database so that every API process on it
    // shares one count, and reserved with one statement per key so parallel guesses cannot pass together.
    id: "007-login-throttle",
    sql: `
create table login_throttle (
  key text primary key,
  attempts integer not null,
  window_start integer not null
);
`,
  },
  {
    // A displayed tariff's texts per language (the pricing page of /fr and storyfront.ru showed English cards under
    // translated headings). A language without a row gets the tariff's own texts; figures and links stay on the tariff.
    id: "008-tariff-translations",
    sql: `
create table displayed_tariff_translation (
  tariff_id integer not null references displayed_tariff(id) on delete cascade,
  language text not null,
  name text not null,
  description text not null,
  cost text not null,
  options_title text not null,
  options jsonb not null,
  button_text text not null,
  primary key (tariff_id, language)
);
`,
  },
  {
    // Field data (Core Web Vitals of real visits, sent by the site): one row per metric with only the page type,
    // site variant, locale and device class, never a path, address, client id or user agent. Rows older than
    // 35 days are deleted as new ones arrive (routes/vitals.ts); the Speed screen reads at most 28 days back.
    id: "009-web-vitals",
    sql: `
create table web_vital_sample (
  id bigserial primary key,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision not null,
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  route_family text not null,
  variant text not null check (variant in ('com', 'ru')),
  locale text not null,
  device text not null check (device in ('mobile', 'desktop')),
  created_at integer not null
);
create index web_vital_sample_created on web_vital_sample (created_at, metric);
`,
  },
  {
    // Requests that make the service send something (sign-up e-mails, leads) per visitor address and per e-mail
    // address, counted per window (src/limits/send-limit.ts). Each window ends at its own time, so limits with
    // different windows share the table; a place is taken by one conditional upsert, so parallel requests and several
    // API processes on one database cannot both take the last one.
    id: "010-send-limit",
    sql: `
create table send_limit (
  key text primary key,
  used integer not null,
  window_end integer not null
);
`,
  },
  {
    // E-mail change (routes/email-change.ts): its link is an account token of kind 'email' that carries the new
    // address; the address is written to the account only when the link is followed.
    id: "011-email-change",
    sql: `
alter table account_token drop constraint account_token_kind_check;
alter table account_token add constraint account_token_kind_check check (kind in ('signup', 'reset', 'email'));
alter table account_token add column new_email text;
`,
  },
  {
    // Known devices and e-mailed sign-in codes (src/auth/known-devices.ts, src/auth/email-code.ts): a browser that
    // signed in keeps an opaque token (stored here as its SHA-256 only), so strangers' failures never stop its owner;
    // a sign-in from an unknown device while an account is under attack needs a code e-mailed to the account. Codes
    // are kept per lower-cased email whether or not it has an account, so both answer alike.
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
  },
  {
    // Field data is capped per page type, variant, metric and UTC day (api/src/vitals/vital-reservoir.ts): each
    // stored sample holds a slot 0…cap-1 of its day's reservoir, and web_vital_reservoir counts every sample the
    // day was offered (Algorithm R needs that count). Rows stored before keep a uniform sample of at most 1,000
    // per day, in random slots, and their day counts them all.
    id: "013-web-vital-reservoir",
    sql: `
alter table web_vital_sample add column day integer;
alter table web_vital_sample add column slot integer;
update web_vital_sample s set day = r.day, slot = r.slot
from (
  select id, created_at / 86400 as day,
    (row_number() over (partition by route_family, variant, metric, created_at / 86400 order by random()) - 1)::int as slot
  from web_vital_sample
) r
where s.id = r.id;
create table web_vital_reservoir (
  route_family text not null,
  variant text not null,
  metric text not null,
  day integer not null,
  seen bigint not null,
  primary key (route_family, variant, metric, day)
);
insert into web_vital_reservoir (route_family, variant, metric, day, seen)
select route_family, variant, metric, day, count(*) from web_vital_sample group by route_family, variant, metric, day;
delete from web_vital_sample where slot >= 1000;
alter table web_vital_sample alter column day set not null;
alter table web_vital_sample alter column slot set not null;
create unique index web_vital_sample_slot on web_vital_sample (route_family, variant, metric, day, slot);
`,
  },
  pageAuthoringMigration,
  pageDeskMigration,
  mediaMigration,
  revalidationOutboxMigration,
  catalogAuthoringMigration,
  pageTranslationLabelsMigration,
];

/** Applies pending migrations; an advisory lock keeps two API processes from migrating at once. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec("create table if not exists schema_migration (id text primary key, applied_at timestamptz not null default now())");
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(741852963)");
    const done = new Set((await tx.query<{ id: string }>("select id from schema_migration")).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query("insert into schema_migration (id) values ($1)", [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}

// Statements run one by one inside the transaction (extended protocol takes one statement at a time).
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
