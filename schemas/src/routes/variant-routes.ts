// Which route families each site variant has (spec §1, §2.1, §2.3, §6): the com variant has them all;
// the ru variant hides case studies, solutions (and their /{slug} landings), white papers and
// write-for-us. Shared by the content checker (a ru file must not link to a com-only page) and the site
// (the proxy's 404 decision, banners that promote com-only pages).
import { localeRegistry, type SiteVariant } from "../locales/registry";

/** Route families only the com variant has, with the words a problem message uses for them. */
const comOnlyFamilies: { pattern: RegExp; name: string }[] = [
  { pattern: /^\/case-studies(\/|$)/, name: "case studies" },
  { pattern: /^\/solutions(\/|$)/, name: "solutions" },
  { pattern: /^\/white-papers(\/|$)/, name: "white papers" },
  { pattern: /^\/write-for-us$/, name: "write for us" },
];

/** The route of an internal href: query and hash dropped, a locale prefix and trailing slashes removed. */
export const hrefRoute = (href: string): string => localeRegistry.hrefRoute(href);

/** Null when the variant has the route family of `routePath`, else the family's name (for messages). */
export function hiddenFamilyOn(variant: SiteVariant, routePath: string): string | null {
  if (variant === "com") return null;
  return comOnlyFamilies.find((family) => family.pattern.test(routePath))?.name ?? null;
}

/** Whether the variant has the route family of an internal link (external links always pass). */
export function linkAvailableOn(variant: SiteVariant, href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  return hiddenFamilyOn(variant, hrefRoute(href)) === null;
}

/** Routes that slug references render as links to, so a reference is a link too. */
export const referenceRoutes: Partial<Record<"caseStudies" | "whitePapers" | "solutions", (slug: string) => string>> = {
  caseStudies: (slug) => `/case-studies/${slug}`,
  whitePapers: (slug) => `/white-papers/${slug}`,
  solutions: (slug) => `/solutions/${slug}`,
};
