// Migration 015: the editor's desk (issue 39) — archive, autosave, the audit trail and out-of-date translations.
//
// - page.archived_at (Unix seconds) marks an archived page: out of every reading list, its address answers 410.
//   An archived page is never published (the check below), so the reading calls' `is_active` keeps it out of
//   public lists; lists with draft access also test archived_at.
// - page_autosave holds one editor's unsaved fields of one page (one row per page and editor), apart from the page.
//   checkpoint_at is when this run of autosaves last became a revision (action "autosave"), or when the run began
//   (the editor's first autosave since their last save): a checkpoint is made once it is five minutes old.
// - page_audit: who did what to a page and when, written in the same transaction as the change.
// - Out-of-date translations. page.source_version is the page version at which the English texts (title,
//   description, content, seoTitle, seoDescription, seoKeywords) last changed; each translation's source_version is
//   the page's source_version as it stood when that translation's own texts last changed (or were first written).
//   A translation is out of date when its source_version is below the page's: the English changed after it did.
//   page.outdated_languages keeps those languages on the page, so the editor's list filters without joining.
//   Rows written before this migration start at 0: every existing translation counts as up to date.
// - page_translation.title_search is the title in lower case, kept by the database (so seeded rows have it too): the
//   editor's list finds titles with LIKE on it, several times cheaper than ILIKE on the title.
// - Revisions: "autosave" checkpoints keep the version the editor's copy was based on, so a version may have several
//   revisions now; only the other actions stay one per version.
import type { Migration } from "./migration";

export const pageDeskMigration: Migration = {
  id: "015-page-desk",
  sql: `
alter table page add column archived_at integer;
alter table page add constraint page_archived_not_active check (archived_at is null or not is_active);
alter table page add column source_version integer not null default 0;
alter table page add column outdated_languages text[] not null default '{}';
alter table page_translation add column source_version integer not null default 0;
alter table page_translation add column title_search text generated always as (lower(title)) stored;
create index page_desk_updated on page (updated_at desc, id desc);
create index page_desk_type_updated on page (type, updated_at desc, id desc);
create index page_desk_archived on page (updated_at desc, id desc) where archived_at is not null;
create index page_desk_scheduled on page (updated_at desc, id desc) where publish_at is not null and not is_active;
alter table page_revision drop constraint page_revision_page_id_version_key;
alter table page_revision drop constraint page_revision_action_check;
alter table page_revision add constraint page_revision_action_check
  check (action in ('create', 'save', 'schedule', 'publish', 'unpublish', 'restore', 'autosave', 'archive', 'unarchive'));
create unique index page_revision_version on page_revision (page_id, version) where action <> 'autosave';
create index page_revision_page on page_revision (page_id, version desc, id desc);
create table page_autosave (
  page_id integer not null references page(id) on delete cascade,
  user_id integer not null references app_user(id) on delete cascade,
  base_version integer not null,
  fields jsonb not null,
  saved_at integer not null,
  checkpoint_at integer not null,
  primary key (page_id, user_id)
);
create table page_audit (
  id serial primary key,
  page_id integer not null references page(id) on delete cascade,
  action text not null
    check (action in ('create', 'save', 'schedule', 'publish', 'unpublish', 'restore', 'archive', 'unarchive', 'slug-change')),
  user_id integer references app_user(id) on delete set null,
  at integer not null,
  version integer not null,
  detail text not null default ''
);
create index page_audit_page on page_audit (page_id, id desc);
`,
};
