// Which page type a visited path is, for field data (the Speed screen groups by it), and its locale. Decided
// from the path alone, so a beacon costs no lookup; one small table, kept here until a shared route table
// exists in schemas. A /{slug} path that is no known route counts as a landing (landings are published there).
import type { RouteFamily } from "@storyfront/schemas/api/vitals-thresholds";
import { defaultLocaleOf, variantLocales, type Locale, type Variant } from "@/i18n/locales";

const byFirstSegment: Record<string, RouteFamily> = {
  solutions: "solution",
  pricing: "pricing",
  prices: "pricing",
  sales: "sales",
  enterprise: "sales",
  faq: "faq",
  legal: "legal",
  policy: "legal",
  terms: "legal",
  offer: "legal",
  "case-studies": "case-study",
  "white-papers": "white-paper",
};

/** One-segment routes that are neither a page type of their own nor a landing. */
const otherRoutes = new Set([
  "quick-demo", "press-releases", "write-for-us", "game", "s", "login", "signup", "forgot-password", "reset-password", "profile", "admin", "invite", "builder",
]);

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
export function routeFamilyOf(routePath: string): RouteFamily {
  const segments = routePath.split("/").filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return "home";
  if (first === "blog") {
    if (second === undefined || second === "search" || second === "stories" || second.startsWith("category-") || /^page-\d+$/.test(second)) return "blog-list";
    return segments.length === 2 ? "blog-article" : "other";
  }
  const family = byFirstSegment[first];
  if (family) return family;
  if (segments.length === 1 && !otherRoutes.has(first)) return "landing";
  return "other";
}
