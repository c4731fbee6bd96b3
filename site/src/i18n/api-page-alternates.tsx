import type { Page } from "@storyfront/schemas";
import { routeLocalePaths } from "@/i18n/route-locale-paths";
import { PageAlternates } from "./alternates";
import type { DomainInfo } from "@/domain/domain-info";

/**
 * Tells the footer's language switch where an API page really exists: the locales of the domain that
 * the API has a translation for (`page.languages`), at the same slug under each locale prefix.
 */
export function ApiPageAlternates({ page, routePath, domain }: { page: Page; routePath: string; domain: DomainInfo }) {
  return <PageAlternates alternates={routeLocalePaths(routePath, domain.availableLocales, page.languages ?? [page.language])} />;
}
