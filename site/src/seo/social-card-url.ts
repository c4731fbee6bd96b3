import type { Locale } from "@/i18n/locales";

/**
 * Where the social card (PNG 1200×630) of a page is served: /social-card/{locale}{routePath}.png, e.g.
 * /social-card/fr/enterprise.png, /social-card/en.png for the English home page. The card route finds
 * the title itself, so nothing in the URL is drawn as given.
 */
export function socialCardPath(locale: Locale, routePath: string): string {
  const route = routePath === "/" ? "" : routePath.replace(/\/+$/, "");
  return `/social-card/${locale}${route}.png`;
}
