// Migration 001: the first schema: projects and their users, sign-in tokens, tags, blog categories, pages and
// their translations, settings, displayed tariffs, the sales logic, leads and project invites.
import type { Migration } from "./migration";

export const initialMigration: Migration = {
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
};
