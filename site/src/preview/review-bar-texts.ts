// The draft and preview bars' texts in the page's language (namespace Review of the message catalogues).
// Read synchronously from the catalogues, as the proxy's error pages do: the preview bar is also written as
// plain HTML before any route renders (preview-bar-html.ts), where next-intl is not available.
import compile from "icu-minify/compile";
import en from "@storyfront/content/messages/en.json";
import fr from "@storyfront/content/messages/fr.json";
import de from "@storyfront/content/messages/de.json";
import es from "@storyfront/content/messages/es.json";
import ru from "@storyfront/content/messages/ru.json";
import type { Locale } from "@/i18n/locales";
import { formatMessage } from "@/i18n/format-message";

type ReviewMessages = (typeof en)["Review"];
const catalogues: Record<Locale, ReviewMessages> = { en: en.Review, fr: fr.Review, de: de.Review, es: es.Review, ru: ru.Review };

export type ReviewBarTexts = Omit<ReviewMessages, "pagesChanged"> & { changed: string };

/** The bars' texts in `locale`; `changedCount` fills "n pages changed" (undefined: the report is not there). */
export function reviewBarTexts(locale: Locale, changedCount?: number): ReviewBarTexts {
  const { pagesChanged, ...texts } = catalogues[locale];
  const changed = changedCount === undefined ? texts.changedPages : formatMessage(compile(pagesChanged), locale, { count: changedCount });
  return { ...texts, changed };
}

/** What the draft bar (a client island) shows. */
export type DraftBarTexts = Pick<ReviewMessages, "draftLabel" | "draftTitle" | "draftText" | "draftExit">;
