import { defaultLocaleOf, variantOfLocale, type Locale } from "./locales";

/** The visible path of a route in a locale: the domain's default locale has no prefix (spec §2.1). */
export function localePath(locale: Locale, routePath: string): string {
  const path = routePath.startsWith("/") ? routePath : `/${routePath}`;
  if (locale === defaultLocaleOf(variantOfLocale(locale))) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
