// Migration 002: the languages a page exists in, kept on the page so lists count and filter without joining
// translations. Written wherever translations are written (the seed); page_translation stays the source of the texts.
import type { Migration } from "./migration";

export const pageLanguagesMigration: Migration = {
  id: "002-page-languages",
  sql: `
alter table page add column languages text[] not null default '{}';
update page set languages = array(select l.language from page_translation l where l.page_id = page.id order by l.language);
`,
};
