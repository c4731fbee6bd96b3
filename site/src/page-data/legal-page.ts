import type { LegalPage } from "@storyfront/schemas";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { getLegalPage } from "@/page-data/content";
import { legalBodyFormat } from "@/page-data/content/body-format";

export type LegalSlug = LegalPage["slug"];

/** The page in the locale, else the source-language original (ru has no legal translations yet; its footer links here). */
export function findLegalPage(slug: LegalSlug, locale: Locale) {
  return getLegalPage(slug, locale) ?? getLegalPage(slug, sourceLocale);
}

/** Everything a legal page shows: the page, its real locales and its body's format. */
export function legalPage(slug: LegalSlug, locale: Locale) {
  const found = findLegalPage(slug, locale);
  return found && { ...found, slug, format: legalBodyFormat(slug, locale) };
}

export type FoundLegalPage = NonNullable<ReturnType<typeof legalPage>>;
