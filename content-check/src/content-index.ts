// The parsed content, by collection and slug, with each entry's translations.
import { collectionNames, type CollectionEntry, type CollectionName, type Locale } from "@storyfront/schemas";
import type { ContentLibrary } from "./library";

export interface LocalizedEntry<T> {
  /** The English source file's parsed content. */
  source: T;
  /** Paths relative to content/, per locale that has a file. */
  files: Partial<Record<Locale, string>>;
  /** Parsed translations; a locale version exists only where a file exists. */
  translations: Partial<Record<Locale, T>>;
}

export type ContentIndex = { [C in CollectionName]: Map<string, LocalizedEntry<CollectionEntry<C>>> };

export function emptyContentIndex(): ContentIndex {
  return Object.fromEntries(collectionNames.map((name) => [name, new Map()])) as ContentIndex;
}

/** The entry in a locale: its translation when one exists, else the English source. */
export function inLocale<T>(entry: LocalizedEntry<T>, locale: Locale): T {
  return entry.translations[locale] ?? entry.source;
}

/** Only the locales that really have a file (for the language switch and hreflang). */
export function localesOf(entry: LocalizedEntry<unknown>): Locale[] {
  return Object.keys(entry.files) as Locale[];
}

function localized<T>(map: Map<string, LocalizedEntry<T>>, locale: Locale): Map<string, T> {
  return new Map([...map].map(([slug, entry]) => [slug, inLocale(entry, locale)]));
}

export function libraryFor(content: ContentIndex, locale: Locale): ContentLibrary {
  return {
    logos: localized(content.logos, locale),
    reviews: localized(content.reviews, locale),
    caseStudies: localized(content.caseStudies, locale),
    whitePapers: localized(content.whitePapers, locale),
    awards: localized(content.awards, locale),
  };
}
