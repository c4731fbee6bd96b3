// Which route families each site variant has (spec §1, §2.1, §2.3, §6), read from the route table: the
// com variant has them all; the ru variant hides case studies, solutions, white papers and write-for-us.
// Shared by the content checker (a ru file must not link to a com-only page) and the site (the proxy's
// 404 decision, banners that promote com-only pages).
import type { CollectionName } from "../content/collections";
import { localeRegistry, type SiteVariant } from "../locales/registry";
import { fillPattern, routeTable } from "./route-table";

/** The route of an internal href: query and hash dropped, a locale prefix and trailing slashes removed. */
export const hrefRoute = (href: string): string => localeRegistry.hrefRoute(href);

/**
 * Null when the variant has the route family of `routePath`, else the family's name (for messages). A
 * section is hidden as a whole (/case-studies/…) when every family under its first segment is.
 */
export function hiddenFamilyOn(variant: SiteVariant, routePath: string): string | null {
  const first = routePath.split("/")[1] ?? "";
  const section = routeTable.filter((family) => family.pattern.split("/")[1] === first && !first.startsWith("["));
  if (first === "" || section.length === 0 || section.some((family) => family.variants.includes(variant))) return null;
  return section[0]?.name ?? null;
}

/** Whether the variant has the route family of an internal link (external links always pass). */
export function linkAvailableOn(variant: SiteVariant, href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  return hiddenFamilyOn(variant, hrefRoute(href)) === null;
}

/** Routes that slug references render as links to, so a reference is a link too (the families whose slugs are a collection's). */
export const referenceRoutes: Partial<Record<CollectionName, (slug: string) => string>> = Object.fromEntries(
  routeTable.flatMap((family) =>
    family.slugs.from === "content" && family.linkable
      ? [[family.slugs.collection, (slug: string) => fillPattern(family.pattern, slug)]]
      : [],
  ),
);
