// THE locale registry (spec §1, §2.1, §9): every locale, the site variant that serves it, each variant's
// default locale (the one without a URL prefix), and what the site shows for a locale (its own name,
// Intl date tag, Open Graph locale, the API's numeric language id). Every other list of locales, every
// locale regex and the `Locale` type are derived from it; adding a locale is one entry here plus
// content/messages/<code>.json, and the compiler (Record<Locale, …>) or a test points at anything else.

/** What one locale is: where it is served and how the site names and formats it. */
export interface LocaleFacts<V extends string = string> {
  /** The site variant (top-level domain) that serves the locale. */
  variant: V;
  /** The language in its own words, as the footer's language switch shows it. */
  name: string;
  /** The BCP 47 tag dates are formatted with (Intl.DateTimeFormat). */
  dateFormat: string;
  /** og:locale of the page's Open Graph card. */
  openGraph: string;
  /** The number the API's `languageIds` field uses for it. */
  apiLanguageId: number;
  /** Position in the footer's language switch (spec §2.4 lists en, de, fr, es). */
  switchOrder: number;
}

export interface LocaleDefinition<L extends string, V extends string> {
  /** In the order the site lists locales (sitemaps, reports). */
  locales: Record<L, LocaleFacts<NoInfer<V>>>;
  /** Each variant's default locale: it carries no URL prefix on that variant. */
  defaults: Record<V, NoInfer<L>>;
  /** The language content is written in; every other locale is a translation beside it. */
  source: NoInfer<L>;
}

/** A path split into its locale prefix (when it has one) and the route behind it. */
export interface LocaleSplit<L extends string> {
  locale: L | undefined;
  route: string;
}

export type LocaleRegistry<L extends string = string, V extends string = string> = ReturnType<typeof defineLocales<L, V>>;

/** Builds a registry and everything derived from it; tests build one with an extra locale. */
export function defineLocales<const L extends string, const V extends string>(definition: LocaleDefinition<L, V>) {
  const codes = Object.keys(definition.locales) as L[];
  const variants = Object.keys(definition.defaults) as V[];
  const byVariant = new Map(variants.map((variant) => [variant, codes.filter((code) => definition.locales[code].variant === variant)]));
  const isLocale = (value: string): value is L => codes.includes(value as L);
  const variantOf = (locale: L): V => definition.locales[locale].variant;
  const defaultOf = (variant: V): L => definition.defaults[variant];
  const hasPrefix = (locale: L) => defaultOf(variantOf(locale)) !== locale;

  /**
   * Splits the locale prefix off a path, once for the whole house. With a variant, any locale that
   * variant serves counts, its default too (routing redirects `/en/x` to `/x`); without one, only the
   * prefixes the site really writes (`/fr`, `/de`, `/es`) do.
   */
  function splitLocale(pathname: string, variant?: V): LocaleSplit<L> {
    const [, first = "", ...rest] = pathname.split("/");
    const candidates = variant === undefined ? codes.filter(hasPrefix) : (byVariant.get(variant) ?? []);
    const locale = candidates.find((code) => code === first);
    return locale ? { locale, route: `/${rest.join("/")}` } : { locale: undefined, route: pathname || "/" };
  }

  return {
    definition,
    /** Every locale, in the registry's order. */
    codes: codes as readonly L[],
    variants: variants as readonly V[],
    source: definition.source,
    /** The locales translated from the source. */
    translations: codes.filter((code) => code !== definition.source) as readonly L[],
    facts: (locale: L): LocaleFacts<V> => definition.locales[locale],
    isLocale,
    variantOf,
    defaultOf,
    localesOf: (variant: V): readonly L[] => byVariant.get(variant) ?? [],
    /** The URL prefix of a locale: none for its variant's default, else `/{code}`. */
    prefixOf: (locale: L): string => (hasPrefix(locale) ? `/${locale}` : ""),
    /** The visible path of a route in a locale (spec §2.1). */
    localePath(locale: L, routePath: string): string {
      const path = routePath.startsWith("/") ? routePath : `/${routePath}`;
      if (!hasPrefix(locale)) return path;
      return path === "/" ? `/${locale}` : `/${locale}${path}`;
    },
    splitLocale,
    /** The route of an internal href: query and hash dropped, a locale prefix and trailing slashes removed. */
    hrefRoute(href: string): string {
      const { route } = splitLocale(href.split(/[?#]/)[0] ?? "");
      return route.length > 1 ? route.replace(/\/+$/, "") || "/" : route;
    },
  };
}

/** The locales Storyfront serves: com has en (default, no prefix), fr, de, es; ru has ru only. */
export const localeRegistry = defineLocales({
  locales: {
    en: { variant: "com", name: "English", dateFormat: "en", openGraph: "en_US", apiLanguageId: 1, switchOrder: 1 },
    fr: { variant: "com", name: "Français", dateFormat: "fr", openGraph: "fr_FR", apiLanguageId: 3, switchOrder: 3 },
    de: { variant: "com", name: "Deutsch", dateFormat: "de", openGraph: "de_DE", apiLanguageId: 4, switchOrder: 2 },
    es: { variant: "com", name: "Español", dateFormat: "es", openGraph: "es_ES", apiLanguageId: 5, switchOrder: 4 },
    ru: { variant: "ru", name: "Русский", dateFormat: "ru", openGraph: "ru_RU", apiLanguageId: 2, switchOrder: 1 },
  },
  defaults: { com: "en", ru: "ru" },
  source: "en",
});

export type Locale = (typeof localeRegistry.codes)[number];
export type SiteVariant = (typeof localeRegistry.variants)[number];
/** Every locale code, in the registry's order. */
export const locales = localeRegistry.codes;
