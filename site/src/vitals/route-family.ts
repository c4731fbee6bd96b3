// Which page type a visited path is, for field data (the Speed screen groups by it), and its locale. The page's
// family comes from the one route table (schemas/src/route-table/route-table.ts); this module only groups the table's
// patterns into the page types marketers compare. A path no family matches (a 404) counts as "other".
import { matchRoute } from "@storyfront/schemas";
import type { VitalRouteFamily } from "@storyfront/schemas/api/vitals-thresholds";
import { defaultLocaleOf, variantLocales, type Locale, type Variant } from "@/i18n/locales";

/** Route table patterns → page type; every pattern not listed is "other" (account pages, quick demo, games …). */
const byPattern: Record<string, VitalRouteFamily> = {
  "/": "home",
  "/[slug]": "landing",
  "/enterprise": "landing",
  "/use-cases": "landing",
  "/solutions": "solution",
  "/solutions/[slug]": "solution",
  "/blog": "blog-list",
  "/blog/search": "blog-list",
  "/blog/stories": "blog-list",
  "/blog/[page]/[sub]": "blog-list",
  "/pricing": "pricing",
  "/prices": "pricing",
  "/sales": "sales",
  "/faq": "faq",
  "/legal": "legal",
  "/policy": "legal",
  "/terms": "legal",
  "/offer": "legal",
  "/case-studies": "case-study",
  "/case-studies/[slug]": "case-study",
  "/white-papers": "white-paper",
  "/white-papers/[slug]": "white-paper",
};

/** The path without its locale prefix (only a prefix the variant serves), and the locale it names. */
export function splitLocale(path: string, variant: Variant): { locale: Locale; routePath: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  const prefixed = match?.[1] as Locale | undefined;
  if (prefixed && prefixed !== defaultLocaleOf(variant) && variantLocales(variant).includes(prefixed)) {
    return { locale: prefixed, routePath: path.slice(3) || "/" };
  }
  return { locale: defaultLocaleOf(variant), routePath: path };
}

/** The page type of a route path (no locale prefix, no query). */
export function routeFamilyOf(routePath: string): VitalRouteFamily {
  const route = routePath.length > 1 ? routePath.replace(/\/+$/, "") : routePath;
  const found = matchRoute(route);
  if (!found) return "other";
  // /blog/[page] is a category, a list page (page-N) or an article (site/src/page-data/blog-route.ts).
  if (found.family.pattern === "/blog/[page]") {
    const segment = found.params[0] ?? "";
    return segment.startsWith("category-") || /^page-\d+$/.test(segment) ? "blog-list" : "blog-article";
  }
  return byPattern[found.family.pattern] ?? "other";
}
