// Which translations need work, per locale and collection: entries without a translation, fields the translation
// lacks, translations older than their source, and texts left the same as the English source. Every collection
// (and the message catalogue, key by key) is listed for every locale; `shown` says whether a page of that locale
// shows the entry at all. Pure: the caller says when each file last changed.
import { collectionNames, collections, defaultLocale, locales, type Locale } from "@storyfront/schemas";
import type { ContentIndex, LocalizedEntry } from "../content-index";
import { readFile, type ContentFile } from "../check/read-file";
import { contentGraph } from "../graph/content-graph";
import { variantLinkProblems } from "../check/variant-links";
import { cardCollections, cardTranslation } from "./card-texts";
import { changedLandingTexts, changedTexts, countTexts, missingFields, missingLandingFields, sameAsSource } from "./text-fields";

type Landing = Record<string, unknown>;

/** A block the locale's variant shows: the ru variant leaves out blocks that only lead to pages it does not have. */
const shownInLocale = (block: unknown, locale: Locale) =>
  variantLinkProblems({ collection: "landings", locale, data: { blocks: [block] } }).length === 0;

export type TranslationNeed = "missing" | "fields" | "older" | "same";

export interface TranslationRow {
  locale: Locale;
  /** The collection's folder ("landings", "faq"), "messages" for the UI catalogue, "rich-text" for landing prose. */
  collection: string;
  /** What is translated: "landings/enterprise", or "messages" for the UI message catalogue. */
  page: string;
  source: string;
  /** The translation's file; absent when the page has none in this locale. */
  translation?: string;
  needs: TranslationNeed[];
  /** Field paths (message keys) the source has and the translation lacks. */
  missingFields: string[];
  /** Field paths (message keys) whose text is still the English source's, word for word. */
  sameFields: string[];
  /** Whether any page of this locale shows it (a ru page never shows a case study, for one). */
  shown: boolean;
  /** How many text fields (message keys) the source has. */
  fieldCount: number;
  /** When each file last changed (ms since epoch), as the caller measured it (git or file time). */
  sourceChanged?: number;
  translationChanged?: number;
  /**
   * In a translation older than its source: the source's text fields (message keys) that changed since the
   * translation last changed, so the texts to update are named one by one. Empty when the caller cannot say
   * what the source held then (no git history).
   */
  olderFields: string[];
}

export type ChangedAt = (file: string) => number | undefined;

/** The source file's text as it was when the translation last changed (from git history), if known. */
export type SourceAsOf = (source: string, translation: string) => string | undefined;

export interface TranslationRowOptions {
  sourceAsOf?: SourceAsOf;
  /** Only these locales (the Studio asks for the one it edits); every translated locale by default. */
  locales?: readonly Locale[];
}

/** Collections whose texts are brand names (a logo's name and alt text): the English file serves every locale. */
const brandOnly = new Set(["logos"]);

export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

interface RowInput {
  locale: Locale;
  collection: string;
  page: string;
  source: string;
  translation?: string;
  missing: string[];
  same: string[];
  shown: boolean;
  fieldCount: number;
  /** The translation is the card texts in the source file itself (cards.<locale>): never older than it. */
  cardsIn?: string;
}

function row(input: RowInput, changedAt: ChangedAt): TranslationRow {
  const { locale, collection, page, source, translation, missing, same, shown, fieldCount } = input;
  const sourceChanged = changedAt(source);
  const translationChanged = translation && !input.cardsIn ? changedAt(translation) : undefined;
  const needs: TranslationNeed[] = [];
  if (!translation && !brandOnly.has(collection)) needs.push("missing");
  if (missing.length > 0) needs.push("fields");
  if (translation && sourceChanged !== undefined && translationChanged !== undefined && translationChanged < sourceChanged)
    needs.push("older");
  if (same.length > 0) needs.push("same");
  return {
    locale,
    collection,
    page,
    source,
    translation,
    needs,
    missingFields: missing,
    sameFields: same,
    shown,
    fieldCount,
    sourceChanged,
    translationChanged,
    olderFields: [],
  };
}

/** A content file's data as the checker reads it (JSON or MDX front matter and body); messages are plain JSON. */
function dataOf(path: string, text: string): unknown {
  try {
    return path.startsWith("messages/") ? (JSON.parse(text) as unknown) : readFile({ path, text }, [])?.data;
  } catch {
    return undefined;
  }
}

/** The fields of an older translation whose source text changed since: compared with the source as it was then. */
function olderFields(found: TranslationRow, files: readonly ContentFile[], sourceAsOf: SourceAsOf): string[] {
  if (!found.needs.includes("older") || !found.translation || found.collection === "rich-text") return [];
  const then = sourceAsOf(found.source, found.translation);
  const nowText = files.find((file) => file.path === found.source)?.text;
  if (then === undefined || nowText === undefined) return [];
  const [before, now] = [dataOf(found.source, then), dataOf(found.source, nowText)];
  if (before === undefined || now === undefined) return [];
  const name = collectionNames.find((candidate) => collections[candidate].folder === found.collection);
  const changed =
    found.collection === "landings"
      ? changedLandingTexts(before as Landing, now as Landing)
      : changedTexts(before, now, name && collections[name].schema);
  return changed.filter((field) => !found.missingFields.includes(field));
}

/**
 * Every entry of every collection, the message catalogue and the landings' rich text, for every translated
 * locale; rows with no need are included (needs: []), so a report can count what is done.
 */
export function translationRows(
  content: ContentIndex,
  files: readonly ContentFile[],
  changedAt: ChangedAt,
  options: TranslationRowOptions = {},
): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const graph = contentGraph(content);
  const wanted = translatedLocales.filter((locale) => !options.locales || options.locales.includes(locale));
  const shownIn = new Map<Locale, Set<string>>(wanted.map((locale) => [locale, new Set()]));
  for (const page of graph.pages) for (const read of page.reads) shownIn.get(page.locale)?.add(read.file);
  for (const locale of wanted) {
    const shown = shownIn.get(locale) ?? new Set<string>();
    for (const name of collectionNames) {
      const folder = collections[name].folder;
      for (const [slug, entry] of content[name] as Map<string, LocalizedEntry<unknown>>) {
        const source = entry.files.en ?? "";
        const translation = entry.files[locale];
        const value = entry.translations[locale];
        const input = {
          locale,
          collection: folder,
          page: `${folder}/${slug}`,
          source,
          translation,
          shown: shown.has(translation ?? source),
          fieldCount: 1,
        };
        if (cardCollections.has(name) && !translation) {
          // An English page whose card texts are translated in its own front matter (cards.<locale>).
          const card = cardTranslation(name, entry.source as Record<string, unknown>, locale);
          if (card.present) {
            rows.push(row({ ...input, translation: source, cardsIn: source, missing: card.missing, same: card.same }, changedAt));
            continue;
          }
        }
        const missing = !value
          ? []
          : name === "landings"
            ? missingLandingFields(entry.source as Landing, value as Landing, (block) => shownInLocale(block, locale))
            : missingFields(entry.source, value, collections[name].schema);
        rows.push(row({ ...input, missing, same: value ? sameAsSource(entry.source, value) : [] }, changedAt));
      }
    }
    rows.push(...richTextRows(content, locale, files, shown, changedAt));
    const messages = files.find((file) => file.path === "messages/en.json");
    if (messages) {
      const localeFile = files.find((file) => file.path === `messages/${locale}.json`);
      const [english, translated] = [
        JSON.parse(messages.text) as unknown,
        localeFile ? (JSON.parse(localeFile.text) as unknown) : undefined,
      ];
      const input = {
        locale,
        collection: "messages",
        page: "messages",
        source: messages.path,
        translation: localeFile?.path,
        shown: true,
        fieldCount: countTexts(english),
      };
      rows.push(
        row(
          {
            ...input,
            missing: translated ? missingFields(english, translated) : [],
            same: translated ? sameAsSource(english, translated) : [],
          },
          changedAt,
        ),
      );
    }
  }
  const { sourceAsOf } = options;
  return sourceAsOf ? rows.map((found) => ({ ...found, olderFields: olderFields(found, files, sourceAsOf) })) : rows;
}

/** The rows that need work (what the report lists): the translations report before it counted finished ones. */
export function translationStatus(
  content: ContentIndex,
  files: readonly ContentFile[],
  changedAt: ChangedAt,
  options: TranslationRowOptions = {},
): TranslationRow[] {
  return translationRows(content, files, changedAt, options).filter((candidate) => candidate.needs.length > 0);
}

export interface CollectionSummary {
  locale: Locale;
  collection: string;
  /** "entries", or "keys" for the message catalogue, counted key by key. */
  unit: "entries" | "keys";
  /** Entries (or, for messages, keys) in the source. */
  total: number;
  translated: number;
  missing: number;
  incomplete: number;
  older: number;
  same: number;
  /** Entries a page of this locale shows. */
  shown: number;
}

/** Per locale and collection: how many entries are translated, missing, incomplete, older, and still English in places. */
export function translationSummary(rows: readonly TranslationRow[]): CollectionSummary[] {
  const summaries = new Map<string, CollectionSummary>();
  for (const item of rows) {
    const key = `${item.locale}|${item.collection}`;
    const summary = summaries.get(key) ?? {
      locale: item.locale,
      collection: item.collection,
      unit: "entries",
      total: 0,
      translated: 0,
      missing: 0,
      incomplete: 0,
      older: 0,
      same: 0,
      shown: 0,
    };
    summaries.set(key, summary);
    if (item.collection === "messages") {
      // The catalogue counts key by key: a key is missing, still English, or translated.
      const missing = item.translation ? item.missingFields.length : item.fieldCount;
      Object.assign(summary, {
        unit: "keys",
        total: item.fieldCount,
        translated: item.fieldCount - missing,
        missing,
        same: item.sameFields.length,
        shown: item.fieldCount,
      });
      summary.older = item.needs.includes("older") ? 1 : 0;
      continue;
    }
    summary.total += 1;
    if (item.translation) summary.translated += 1;
    if (item.needs.includes("missing")) summary.missing += 1;
    if (item.needs.includes("fields")) summary.incomplete += 1;
    if (item.needs.includes("older")) summary.older += 1;
    if (item.needs.includes("same")) summary.same += 1;
    if (item.shown) summary.shown += 1;
  }
  return [...summaries.values()];
}

/** A landing translated into the locale shows its rich-text sections' MDX in that locale only where a <name>.<locale>.mdx exists. */
function richTextRows(
  content: ContentIndex,
  locale: Locale,
  files: readonly ContentFile[],
  shown: ReadonlySet<string>,
  changedAt: ChangedAt,
): TranslationRow[] {
  const sources = new Set<string>();
  for (const entry of content.landings.values()) {
    if (!entry.files[locale]) continue;
    for (const block of entry.source.blocks) {
      if (block.type === "richText" && block.source !== undefined && content.richTexts.has(block.source)) sources.add(block.source);
    }
  }
  const paths = new Set(files.map((file) => file.path));
  return [...sources].map((source) => {
    const translated = source.replace(/\.mdx$/, `.${locale}.mdx`);
    const translation = paths.has(translated) ? translated : undefined;
    const input = {
      locale,
      collection: "rich-text",
      page: source.replace(/\.mdx$/, ""),
      source,
      translation,
      missing: [],
      same: [],
      fieldCount: 1,
    };
    return row({ ...input, shown: shown.has(translation ?? source) }, changedAt);
  });
}
