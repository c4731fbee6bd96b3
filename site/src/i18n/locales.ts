// Locales per site variant (spec §1): com serves en (default, no prefix), fr, de, es; ru serves ru only.
export const comLocales = ["en", "fr", "de", "es"] as const;
export const ruLocales = ["ru"] as const;
export const allLocales = [...comLocales, ...ruLocales] as const;

export type Locale = (typeof allLocales)[number];
export type Variant = "com" | "ru";

export function isLocale(value: string): value is Locale {
  return (allLocales as readonly string[]).includes(value);
}

export function variantLocales(variant: Variant): readonly Locale[] {
  return variant === "com" ? comLocales : ruLocales;
}

export function defaultLocaleOf(variant: Variant): Locale {
  return variant === "com" ? "en" : "ru";
}

/** The variant is fully determined by the locale, which lets pages stay static per locale. */
export function variantOfLocale(locale: Locale): Variant {
  return locale === "ru" ? "ru" : "com";
}

/** The locale cookie (spec §9: 365 days). Same name next-intl uses, so its helpers agree. */
export const localeCookie = { name: "NEXT_LOCALE", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;
