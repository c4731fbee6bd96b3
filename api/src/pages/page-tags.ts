// Tags named on pages, with their display name in the caller's language.
import type { ApiLocale, PageTag, TagLanguage } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** English name, else the first named language, else the slug (spec §3) — but the caller's language first. */
export function displayName(languages: TagLanguage[], lang: ApiLocale, fallback: string): string {
  const pick = (code: string) => languages.find((language) => language.languageCode === code && language.name)?.name;
  return pick(lang) ?? pick("en") ?? languages.find((language) => language.name)?.name ?? fallback;
}

export async function loadPageTags(db: Queryable, ids: number[], lang: ApiLocale): Promise<Map<number, PageTag>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; slug: string; languages: TagLanguage[] }>(
    "select id, slug, languages from tag where id = any($1::int[]) and is_active",
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, slug: row.slug, name: displayName(row.languages, lang, row.slug), languages: row.languages }]),
  );
}
