// Migration 008: A displayed tariff's texts per language (the pricing page of /fr and storyfront.ru showed English
// cards under translated headings). A language without a row gets the tariff's own texts; figures and links stay on the
// tariff.
import type { Migration } from "./migration";

export const tariffTranslationsMigration: Migration = {
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
};
