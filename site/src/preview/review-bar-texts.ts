// The draft and preview bars' texts in the page's language (namespace Review of the message catalogues).
// Read synchronously from the catalogues, as the proxy's error pages do: the preview bar is also written as
// plain HTML before any route renders (preview-bar-html.ts), where next-intl is not available.
import compile from "icu-minify/compile";
import type { Locale } from "@/i18n/locales";
import { formatMessage } from "@/i18n/format-message";
import { staticCatalogues, type Catalogue } from "@/i18n/static-catalogues";

type ReviewMessages = Catalogue["Review"];

export type ReviewBarTexts = Omit<ReviewMessages, "pagesChanged"> & { changed: string };

/** The bars' texts in `locale`; `changedCount` fills "n pages changed" (undefined: the report is not there). */
export function reviewBarTexts(locale: Locale, changedCount?: number): ReviewBarTexts {
  const { pagesChanged, ...texts } = staticCatalogues[locale].Review;
  const changed = changedCount === undefined ? texts.changedPages : formatMessage(compile(pagesChanged), locale, { count: changedCount });
  return { ...texts, changed };
}

/** What the draft bar (a client island) shows. */
export type DraftBarTexts = Pick<ReviewMessages, "draftLabel" | "draftTitle" | "draftText" | "draftExit">;
