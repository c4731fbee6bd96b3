// The internal routes a link field offers, for one variant and locale: the route table's linkable pages
// (@storyfront/schemas) and, for its slug families, the slugs content has; each passes the checker's link check.
import { missingRoute, type ContentIndex } from "@storyfront/content-model";
import { linkAvailableOn, localeRegistry, routeTable, type Locale } from "@storyfront/schemas";

export function routeChoices(content: ContentIndex, variant: "com" | "ru", locale: Locale): string[] {
  const slugs = {
    solutions: new Set([
      ...content.solutions.keys(),
      ...[...content.landings.values()].flatMap((entry) => /^\/solutions\/(.+)$/.exec(entry.source.path)?.[1] ?? []),
    ]),
    caseStudies: new Set(content.caseStudies.keys()),
    whitePapers: new Set(content.whitePapers.keys()),
  };
  const pageRoutes = routeTable.filter((family) => family.linkable && !family.pattern.includes("[")).map((family) => family.pattern);
  const candidates = [
    ...pageRoutes,
    ...[...content.landings.values()].map((entry) => entry.source.path),
    ...[...slugs.solutions].map((slug) => `/solutions/${slug}`),
    ...[...slugs.caseStudies].map((slug) => `/case-studies/${slug}`),
    ...[...slugs.whitePapers].map((slug) => `/white-papers/${slug}`),
  ];
  return [...new Set(candidates)]
    .filter((route) => missingRoute(route, slugs) === undefined && linkAvailableOn(variant, route))
    .map((route) => localeRegistry.localePath(locale, route))
    .sort();
}
