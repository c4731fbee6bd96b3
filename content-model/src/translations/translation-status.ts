// Which translations need work, per locale: pages without a translation, fields the translation lacks,
// and translations older than their source. Pure: the caller says when each file last changed.
import { collectionNames, collections, locales, type CollectionName, type Locale } from "@storyfront/schemas";
import type { ContentIndex, LocalizedEntry } from "../content-index";
import type { ContentFile } from "../check/read-file";
import { formatPath } from "../check/problem";
import { walkStrings } from "../check/walk-strings";

export type TranslationNeed = "missing" | "fields" | "older";

export interface TranslationRow {
  locale: Locale;
  /** What is translated: "landings/enterprise", or "messages" for the UI message catalogue. */
  page: string;
  source: string;
  /** The translation's file; absent when the page has none in this locale. */
  translation?: string;
  needs: TranslationNeed[];
  /** Field paths the source has and the translation lacks. */
  missingFields: string[];
  /** When each file last changed (ms since epoch), as the caller measured it (git or file time). */
  sourceChanged?: number;
  translationChanged?: number;
}

export type ChangedAt = (file: string) => number | undefined;

const translatedLocales = locales.filter((locale) => locale !== "en");

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined), data);
}

/** Text fields of the source that the translation does not have (translated slugs and $schema aside). */
function missingFields(source: unknown, translation: unknown): string[] {
  const missing: string[] = [];
  walkStrings(source, (_text, path) => {
    if (valueAt(translation, path) === undefined) missing.push(formatPath(path));
  });
  return missing;
}

function row(locale: Locale, page: string, source: string, translation: string | undefined, fields: string[], changedAt: ChangedAt): TranslationRow | undefined {
  const sourceChanged = changedAt(source);
  const translationChanged = translation ? changedAt(translation) : undefined;
  const needs: TranslationNeed[] = [];
  if (!translation) needs.push("missing");
  if (fields.length > 0) needs.push("fields");
  if (translation && sourceChanged !== undefined && translationChanged !== undefined && translationChanged < sourceChanged) needs.push("older");
  return needs.length > 0 ? { locale, page, source, translation, needs, missingFields: fields, sourceChanged, translationChanged } : undefined;
}

/**
 * A locale is expected for a collection once any entry of it is translated into that locale (the ru variant
 * translates only its home landing, so ru is expected for landings, not for legal pages).
 */
export function translationStatus(content: ContentIndex, files: readonly ContentFile[], changedAt: ChangedAt): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const locale of translatedLocales) {
    for (const name of collectionNames) {
      const entries = [...(content[name] as Map<string, LocalizedEntry<unknown>>)];
      if (!entries.some(([, entry]) => entry.files[locale])) continue;
      for (const [slug, entry] of entries) {
        const page = `${collections[name as CollectionName].folder}/${slug}`;
        const translation = entry.translations[locale];
        const found = row(locale, page, entry.files.en ?? "", entry.files[locale], translation ? missingFields(entry.source, translation) : [], changedAt);
        if (found) rows.push(found);
      }
    }
    rows.push(...richTextRows(content, locale, files, changedAt));
    const messages = files.find((file) => file.path === "messages/en.json");
    if (messages) {
      const localeFile = files.find((file) => file.path === `messages/${locale}.json`);
      const fields = localeFile ? missingFields(JSON.parse(messages.text), JSON.parse(localeFile.text)) : [];
      const found = row(locale, "messages", messages.path, localeFile?.path, fields, changedAt);
      if (found) rows.push(found);
    }
  }
  return rows;
}

/** A landing translated into the locale shows its rich-text sections' MDX in that locale only where a <name>.<locale>.mdx exists. */
function richTextRows(content: ContentIndex, locale: Locale, files: readonly ContentFile[], changedAt: ChangedAt): TranslationRow[] {
  const sources = new Set<string>();
  for (const entry of content.landings.values()) {
    if (!entry.files[locale]) continue;
    for (const block of entry.source.blocks) {
      if (block.type === "richText" && block.source !== undefined && content.richTexts.has(block.source)) sources.add(block.source);
    }
  }
  const paths = new Set(files.map((file) => file.path));
  return [...sources].flatMap((source) => {
    const translated = source.replace(/\.mdx$/, `.${locale}.mdx`);
    const found = row(locale, source.replace(/\.mdx$/, ""), source, paths.has(translated) ? translated : undefined, [], changedAt);
    return found ? [found] : [];
  });
}
