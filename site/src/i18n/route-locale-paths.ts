import { localePath } from "./locale-path";
import { isLocale, type Locale } from "./locales";

/** Locale → visible path of one route (spec §3 `routeLocalePath`), only for locales that have the page. */
export type RouteLocalePaths = Partial<Record<Locale, string>>;

/**
 * The visible path of `routePath` in every locale that both the domain offers and the content exists
 * in. API pages keep one slug in all their languages, so the path differs only by the locale prefix;
 * pass `page.languages` for an API page, or leave it out for a route that exists in every locale.
 */
export function routeLocalePaths(routePath: string, available: readonly Locale[], contentLanguages?: readonly string[]): RouteLocalePaths {
  const paths: RouteLocalePaths = {};
  for (const locale of available) {
    if (contentLanguages && !contentLanguages.some((language) => isLocale(language) && language === locale)) continue;
    paths[locale] = localePath(locale, routePath);
  }
  return paths;
}

/** The same map as `alternates.languages` for Next's metadata (hreflang links with absolute URLs). */
export function hreflangAlternates(paths: RouteLocalePaths, baseUrl: string): Record<string, string> {
  return Object.fromEntries(Object.entries(paths).map(([locale, path]) => [locale, new URL(path, baseUrl).toString()]));
}
