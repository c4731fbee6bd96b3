// Which locales a content page really exists in, as visible paths: for the footer's language switch
// (spec §2.4: only where a translated path exists) and for hreflang alternates in the page metadata.
import { announcedLocales } from "@/page-data/content/announcement";
import { routeLocalePaths, type RouteLocalePaths } from "./route-locale-paths";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "./locales";

export type ContentAlternates = RouteLocalePaths;

/**
 * `{ [locale]: visiblePath }` of one content route on this domain, for the locales that have its file and
 * where it is complete (page-data/content/announcement.ts).
 * Leave `contentLocales` out for a page that exists in every locale of the domain.
 */
export function contentAlternates(
  routePath: string,
  domain: Pick<DomainInfo, "availableLocales">,
  contentLocales?: readonly Locale[],
): ContentAlternates {
  return routeLocalePaths(routePath, announcedLocales(routePath, domain.availableLocales), contentLocales);
}
