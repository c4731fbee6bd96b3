import { inLocale, localesOf } from "@storyfront/content-model";
import type { Faq, LegalPage, Locale, Pricing, SiteSettings } from "@storyfront/schemas";
import { loadContent } from "./load-content";
import { sourceLocale } from "@/i18n/locales";

/** /legal, /policy, /terms, /offer in a locale; undefined when that locale has no file. */
export function getLegalPage(slug: LegalPage["slug"], locale: Locale): { page: LegalPage; locales: Locale[] } | undefined {
  const entry = loadContent().legal.get(slug);
  if (!entry || !(locale in entry.files)) return undefined;
  return { page: inLocale(entry, locale), locales: localesOf(entry) };
}

/** Singletons fall back to English where no translation exists yet. */
function singleton<T>(entry: { source: T; translations: Partial<Record<Locale, T>> } | undefined, name: string, locale: Locale): T {
  if (!entry) throw new Error(`content/${name} is missing`);
  return entry.translations[locale] ?? entry.source;
}

export const getFaq = (locale: Locale = sourceLocale): Faq => singleton(loadContent().faq.get("faq"), "faq/faq.json", locale);
export const getPricing = (locale: Locale = sourceLocale): Pricing =>
  singleton(loadContent().pricing.get("pricing"), "pricing/pricing.json", locale);
export const getSiteSettings = (locale: Locale = sourceLocale): SiteSettings =>
  singleton(loadContent().settings.get("site"), "settings/site.json", locale);
