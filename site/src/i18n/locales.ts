// The site's view of the locale registry (@storyfront/schemas, locales/registry.ts): which locales each
// variant serves, its default and the variant of a locale. Nothing here lists a locale itself.
// The zod-free module: the browser needs locale paths, not the schemas.
import { localeRegistry, type Locale, type SiteVariant } from "@storyfront/schemas/locales/registry";

export type { Locale };
export type Variant = SiteVariant;

export const allLocales = localeRegistry.codes;

/** The language content is written in first; every other locale is a translation of it (or shows it). */
export const sourceLocale: Locale = localeRegistry.source;

export function isLocale(value: string): value is Locale {
  return localeRegistry.isLocale(value);
}

export function variantLocales(variant: Variant): readonly Locale[] {
  return localeRegistry.localesOf(variant);
}

export function defaultLocaleOf(variant: Variant): Locale {
  return localeRegistry.defaultOf(variant);
}

/** The variant is fully determined by the locale, which lets pages stay static per locale. */
export function variantOfLocale(locale: Locale): Variant {
  return localeRegistry.variantOf(locale);
}

/** The locale cookie (spec §9: 365 days). Same name next-intl uses, so its helpers agree. */
export const localeCookie = { name: "NEXT_LOCALE", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;
