// Migration 019: texts of a page that are prose in its language besides title and body (issue 42).
//
// - nav_label: the short label menus and footers show for a landing page ("Streaming" for "In-app stories for
//   streaming apps"); null where the page has none, and menus show its title.
// - author_subtitle: the author's role in this language ("Chef de produit"); null where the translation has none, and
//   the page's own author_subtitle (the source language's) is answered.
import type { Migration } from "./migration";

export const pageTranslationLabelsMigration: Migration = {
  id: "019-page-translation-labels",
  sql: `
alter table page_translation add column nav_label text;
alter table page_translation add column author_subtitle text;
`,
};
