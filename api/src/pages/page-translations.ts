// Writing a page's languages and keeping track of which ones are out of date (the definition is in
// db/migrations/015-page-desk.ts): the English texts moving the page's source_version, each translation keeping the
// source_version its own texts were last changed under.
import type { PageFields } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

type Translation = PageFields["translations"][number];

const texts = (translation: Translation) => [
  translation.title,
  translation.description,
  translation.content,
  translation.seoTitle,
  translation.seoDescription,
  translation.seoKeywords,
  translation.navLabel,
  translation.authorSubtitle,
];
const textColumns = "title, description, content, seo_title, seo_description, seo_keywords, nav_label, author_subtitle";

/**
 * Writes every language of `fields` (removing the others) as part of the change that makes `version`. When the English
 * texts differ from the stored ones the page's source_version becomes `version`; a translation whose texts differ (or
 * that is new) is stamped with the page's source_version, one whose texts are unchanged keeps its stamp. Answers the
 * page's new source_version, which the caller writes on the page with outdatedLanguages (one update of the page row).
 */
export async function writeTranslations(tx: Queryable, id: number, fields: PageFields, version: number): Promise<number> {
  const english = fields.translations.find((translation) => translation.language === "en");
  if (!english) throw new Error("a page is written with its English texts");
  const [source] = await tx.query<{ source_version: number; changed: boolean }>(
    `select p.source_version, t.page_id is null or (t.${textColumns.replaceAll(", ", ", t.")})
       is distinct from ($2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text) as changed
     from page p left join page_translation t on t.page_id = p.id and t.language = 'en' where p.id = $1`,
    [id, ...texts(english)],
  );
  if (!source) throw new Error(`page ${id} is not there`);
  const sourceVersion = source.changed ? version : source.source_version;
  // Every language in one statement (the other languages removed beside it): a save runs it every time.
  const column = (index: number) => fields.translations.map((translation) => texts(translation)[index] ?? null);
  const excluded = textColumns.replace(/(\w+)/g, "excluded.$1");
  await tx.query(
    `with removed as (delete from page_translation where page_id = $1 and language <> all($2::text[]))
     insert into page_translation (page_id, language, ${textColumns}, source_version)
     select $1, * , $11 from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
       $10::text[])
     on conflict (page_id, language) do update set (${textColumns}) = (${excluded}),
     source_version = case when (page_translation.${textColumns.replaceAll(", ", ", page_translation.")}) is distinct from
       (${excluded}) then excluded.source_version else page_translation.source_version end`,
    [id, fields.translations.map((translation) => translation.language), ...[0, 1, 2, 3, 4, 5, 6, 7].map(column), sourceVersion],
  );
  return sourceVersion;
}

/** The languages of page `$id` stamped below `$sourceVersion`: the page's outdated_languages after a write. */
export const outdatedLanguages = (id: string, sourceVersion: string) =>
  `array(select language from page_translation where page_id = ${id} and source_version < ${sourceVersion} order by language)`;
