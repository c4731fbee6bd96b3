import type { WhitePaper } from "@storyfront/schemas";
import { getPlacedBlocks, getWhitePaper } from "@/page-data/content";
import { whitePaperBodyFormat } from "@/page-data/content/body-format";
import { sourceLocale, variantLocales, variantOfLocale, type Locale } from "@/i18n/locales";

/**
 * A white paper or guide on com (the ru variant hides white papers, spec §6). A locale without its own file
 * shows the source-language original, so links like /fr/white-papers/{slug} work; `locales` lists the real files.
 */
export function findWhitePaper(slug: string, locale: Locale): { paper: WhitePaper; locales: Locale[] } | undefined {
  if (variantOfLocale(locale) !== "com") return undefined;
  const paper = getWhitePaper(slug, locale) ?? getWhitePaper(slug, sourceLocale);
  return paper && { paper, locales: variantLocales("com").filter((candidate) => getWhitePaper(slug, candidate)) };
}

/** Everything a white paper's page shows: the paper, its real locales, and its body's format and placed blocks. */
export function whitePaperPage(slug: string, locale: Locale) {
  const found = findWhitePaper(slug, locale);
  if (!found) return undefined;
  const { paper } = found;
  return { ...found, format: whitePaperBodyFormat(paper.slug, locale), blocks: getPlacedBlocks("whitePapers", paper.slug, locale) };
}

export type WhitePaperPage = NonNullable<ReturnType<typeof whitePaperPage>>;
