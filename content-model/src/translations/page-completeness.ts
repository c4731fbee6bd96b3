// Whether a page is translated into its locale: every visible text it shows — its own file, the library entries
// it reads (reviews, success stories, awards, add-ons…), the message keys it reads and its SEO fields — exists in
// that locale. The basis for announcing a page in a locale (hreflang, sitemap, language switch) only where it is.
import { defaultLocale, type Locale } from "@storyfront/schemas";
import type { ContentIndex } from "../content-index";
import type { ContentFile } from "../check/read-file";
import { contentGraph } from "../graph/content-graph";
import type { ReadKind } from "../graph/page-reads";
import { translationRows, type TranslationRow } from "./translation-status";

export interface MissingText {
  /** The file the page shows in English (or shows with gaps), relative to content/. */
  file: string;
  kind: ReadKind;
  /**
   * "no translation": the English file is shown; "same as English": these texts of the translation are still the
   * source's English; "keys missing": the locale's message catalogue lacks these keys. (A translation that leaves
   * out a field shows nothing there, not English: the translations report lists it, the page is not held back.)
   */
  why: "no translation" | "same as English" | "keys missing";
  fields: string[];
}

export interface PageCompleteness {
  variant: "com" | "ru";
  locale: Locale;
  /** The route without its locale prefix, and the visible path. */
  route: string;
  path: string;
  complete: boolean;
  missing: MissingText[];
}

export interface CompletenessOptions {
  /**
   * Kinds of reads that carry no text to translate. Logos are brand names; media are files; the site settings
   * (navigation, banners, the solutions template) are the chrome around every page, judged on their own.
   */
  ignore?: readonly ReadKind[];
}

export const defaultIgnoredReads: readonly ReadKind[] = ["media", "logo", "site settings"];

/**
 * Every page the content renders in a translated locale, and what it shows that is not in that locale. The
 * message catalogue counts as a whole (every key of messages/en.json) until the graph knows the keys a page reads.
 */
export function pageCompleteness(
  content: ContentIndex,
  files: readonly ContentFile[],
  options: CompletenessOptions = {},
): PageCompleteness[] {
  const ignore = new Set(options.ignore ?? defaultIgnoredReads);
  const rows = translationRows(content, files, () => undefined);
  const byTranslation = new Map<string, TranslationRow>();
  const bySource = new Map<string, TranslationRow>();
  for (const row of rows) {
    if (row.translation) byTranslation.set(`${row.locale}|${row.translation}`, row);
    bySource.set(`${row.locale}|${row.source}`, row);
  }
  return contentGraph(content)
    .pages.filter((page) => page.locale !== defaultLocale)
    .map((page) => {
      const missing: MissingText[] = [];
      for (const read of page.reads) {
        if (ignore.has(read.kind)) continue;
        const translated = byTranslation.get(`${page.locale}|${read.file}`);
        if (translated) {
          if (read.kind === "messages" && translated.missingFields.length > 0)
            missing.push({ file: read.file, kind: read.kind, why: "keys missing", fields: translated.missingFields });
          if (translated.sameFields.length > 0)
            missing.push({ file: read.file, kind: read.kind, why: "same as English", fields: translated.sameFields });
          continue;
        }
        // The page reads the English file itself: it has no version in this locale.
        if (bySource.get(`${page.locale}|${read.file}`)?.needs.includes("missing")) {
          missing.push({ file: read.file, kind: read.kind, why: "no translation", fields: [] });
        }
      }
      return { variant: page.variant, locale: page.locale, route: page.route, path: page.path, complete: missing.length === 0, missing };
    });
}
