import type { WhitePaper } from "@storyfront/schemas";
import { getWhitePaper, listWhitePapers } from "@/page-data/content";
import type { Locale } from "@/i18n/locales";

export type WhitePaperCard = { paper: WhitePaper; translated: boolean };

/** Guides and white papers, newest first: a paper without a file in this locale is listed in the source language. */
export function whitePaperCards(locale: Locale): WhitePaperCard[] {
  return listWhitePapers().map((source) => {
    const translated = getWhitePaper(source.slug, locale);
    return { paper: translated ?? source, translated: translated !== undefined };
  });
}
