import { localeRegistry } from "@storyfront/schemas/locales/registry";
import type { Locale } from "./locales";

/** Locale → visible path of one route (spec §3 `routeLocalePath`), only for locales that have the page. */
export type RouteLocalePaths = Partial<Record<Locale, string>>;

/**
 * The visible path of `routePath` in every locale that both the domain offers and the content exists
 * in. API pages keep one slug in all their languages, so the path differs only by the locale prefix;
 * pass `page.languages` for an API page, or leave it out for a route that exists in every locale.
 */
export function routeLocalePaths(
  routePath: string,
  available: readonly Locale[],
  contentLanguages?: readonly string[],
  registry = localeRegistry,
): RouteLocalePaths {
  const paths: RouteLocalePaths = {};
  for (const locale of available) {
    if (contentLanguages && !contentLanguages.some((language) => registry.isLocale(language) && language === locale)) continue;
    paths[locale] = registry.localePath(locale, routePath);
  }
  return paths;
}

/** The same map as `alternates.languages` for Next's metadata (hreflang links with absolute URLs). */
export function hreflangAlternates(paths: RouteLocalePaths, baseUrl: string): Record<string, string> {
  return Object.fromEntries(Object.entries(paths).map(([locale, path]) => [locale, new URL(path, baseUrl).toString()]));
}

/**
 * THE hreflang links of a page, for its <head>, the sitemap's xhtml:link alternates (and, through the same
 * `paths`, the footer's language switch): one absolute URL per locale that has the page, plus x-default
 * at the domain's default locale (else the first). A page in one locale only has none, unless `self` asks
 * for its own link: API articles name their one language, as they always have.
 */
export function alternateLinks(
  paths: RouteLocalePaths,
  domain: { baseUrl: string; defaultLocale: Locale },
  self = false,
): Record<string, string> | undefined {
  const languages = hreflangAlternates(paths, domain.baseUrl);
  const locales = Object.keys(languages);
  if (locales.length < 2) return self && locales.length === 1 ? languages : undefined;
  const fallback = languages[domain.defaultLocale] ?? languages[locales[0] as string];
  return { ...languages, ...(fallback ? { "x-default": fallback } : {}) };
}
