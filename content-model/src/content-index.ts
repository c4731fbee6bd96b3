// The parsed content, by collection and slug, with each entry's translations.
import { collectionNames, type CollectionEntry, type CollectionName, type Locale, type MediaEntry } from "@storyfront/schemas";
import { richTextFileIn } from "./check/rich-text";
import type { ContentLibrary } from "./library";
import { guideInLocale, storyInLocale } from "./translations/card-texts";

export interface LocalizedEntry<T> {
  /** The English source file's parsed content. */
  source: T;
  /** Paths relative to content/, per locale that has a file. */
  files: Partial<Record<Locale, string>>;
  /** Parsed translations; a locale version exists only where a file exists. */
  translations: Partial<Record<Locale, T>>;
}

/**
 * Every collection by slug, the MDX text of each rich-text file (content/rich-text/…, by path) and the media
 * library's entries (alt text, focal point) by /media/... path.
 */
export type ContentIndex = { [C in CollectionName]: Map<string, LocalizedEntry<CollectionEntry<C>>> } & {
  richTexts: Map<string, string>;
  media: Map<string, MediaEntry>;
};

export function emptyContentIndex(): ContentIndex {
  return {
    ...Object.fromEntries(collectionNames.map((name) => [name, new Map()])),
    richTexts: new Map(),
    media: new Map(),
  } as ContentIndex;
}

/** The entry in a locale: its translation when one exists, else the English source. */
export function inLocale<T>(entry: LocalizedEntry<T>, locale: Locale): T {
  return entry.translations[locale] ?? entry.source;
}

/** Only the locales that really have a file (for the language switch and hreflang). */
export function localesOf(entry: LocalizedEntry<unknown>): Locale[] {
  return Object.keys(entry.files) as Locale[];
}

function localized<T>(
  map: Map<string, LocalizedEntry<T>>,
  locale: Locale,
  card: (value: T, locale: Locale) => T = (value) => value,
): Map<string, T> {
  return new Map([...map].map(([slug, entry]) => [slug, card(inLocale(entry, locale), locale)]));
}

/** The rich-text file a locale reads for a block's `source` (its translation where one exists) and its MDX. */
export function richTextIn(
  content: Pick<ContentIndex, "richTexts">,
  source: string,
  locale: Locale,
): { file: string; mdx: string } | undefined {
  const file = richTextFileIn(source, locale, content.richTexts);
  const mdx = content.richTexts.get(file);
  return mdx === undefined ? undefined : { file, mdx };
}

export function libraryFor(content: ContentIndex, locale: Locale): ContentLibrary {
  return {
    richText: (source) => richTextIn(content, source, locale)?.mdx,
    focalOf: (src) => content.media.get(src)?.focal,
    logos: localized(content.logos, locale),
    reviews: localized(content.reviews, locale),
    // English pages whose cards a translated landing shows in its locale (translations/card-texts.ts).
    caseStudies: localized(content.caseStudies, locale, storyInLocale),
    whitePapers: localized(content.whitePapers, locale, guideInLocale),
    awards: localized(content.awards, locale),
  };
}
