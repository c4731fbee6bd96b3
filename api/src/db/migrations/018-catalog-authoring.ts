// Migration 018: what writing the catalogue needs (issue 39): categories, displayed tariffs and the landing config.
//
// - version grows with every save of the item; a save names the version it was based on, and a mismatch is the 409 of
//   a stale save. updated_at / updated_by say who made the current version (null for what the demo data wrote).
//   Order (position) and the featured tariff belong to the list and have calls of their own: they leave versions alone.
// - The pricing page highlights one tariff: at most one row may be featured. Were several featured already, the first
//   keeps the flag (the demo data has one).
// - The landing config stays the 'lp_config' row of setting; the version columns sit on setting.
import type { Migration } from "./migration";

export const catalogAuthoringMigration: Migration = {
  id: "018-catalog-authoring",
  sql: `
alter table category add column version integer not null default 1;
alter table category add column updated_at integer;
alter table category add column updated_by integer references app_user(id) on delete set null;
alter table displayed_tariff add column version integer not null default 1;
alter table displayed_tariff add column updated_at integer;
alter table displayed_tariff add column updated_by integer references app_user(id) on delete set null;
alter table setting add column version integer not null default 1;
alter table setting add column updated_at integer;
alter table setting add column updated_by integer references app_user(id) on delete set null;
update displayed_tariff set featured = false where featured and id <> (select min(id) from displayed_tariff where featured);
create unique index displayed_tariff_one_featured on displayed_tariff (featured) where featured;
`,
};
