// Migration 014: what writing pages needs (issue 39).
//
// - page.version grows with every save, publish, unpublish and restore; a save names the version it was based on,
//   and a mismatch is the 409 of a stale save. updated_by says who made the current version.
// - page_revision keeps every version's fields (as the authoring contract's pageFields) with its author and time.
// - page_slug_history keeps a published page's former slugs, each owned by one page, so an old address can answer
//   301 to the new one and no other page can take it.
// - page.publish_at (Unix seconds, UTC) is when a scheduled draft goes live; the schedule publisher publishes it.
import type { Migration } from "./migration";

export const pageAuthoringMigration: Migration = {
  id: "014-page-authoring",
  sql: `
alter table page add column version integer not null default 1;
alter table page add column updated_by integer references app_user(id) on delete set null;
alter table page add column publish_at integer;
create index page_publish_at on page (publish_at) where publish_at is not null;
create table page_revision (
  id serial primary key,
  page_id integer not null references page(id) on delete cascade,
  version integer not null,
  action text not null check (action in ('create', 'save', 'schedule', 'publish', 'unpublish', 'restore')),
  author_id integer references app_user(id) on delete set null,
  created_at integer not null,
  is_active boolean not null,
  fields jsonb not null,
  unique (page_id, version)
);
create table page_slug_history (
  slug text primary key,
  page_id integer not null references page(id) on delete cascade,
  created_at integer not null
);
create index page_slug_history_page on page_slug_history (page_id);
`,
};
