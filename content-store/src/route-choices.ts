// The internal routes a link field offers, for one variant and locale: the route table's linkable pages
// (@storyfront/schemas) and, for its slug families, the slugs content has (routeSlugs, the checker's own list,
// so a family added to the route table is offered here too); each passes the checker's link check.
import { missingRoute, routeSlugs, type ContentIndex } from "@storyfront/content-model";
import { linkAvailableOn, localeRegistry, routeTable, type Locale } from "@storyfront/schemas";

export function routeChoices(content: ContentIndex, variant: "com" | "ru", locale: Locale): string[] {
  const landingPaths = [...content.landings.values()].map((entry) => entry.source.path);
  const slugs = routeSlugs((collection) => content[collection].keys(), landingPaths);
  const linkable = routeTable.filter((family) => family.linkable);
  const slugRoutes = linkable.flatMap((family) =>
    family.slugs.from === "content" && /\/\[[^\]]+\]$/.test(family.pattern)
      ? [...(slugs[family.slugs.collection] ?? [])].map((slug) => family.pattern.replace(/\[[^\]]+\]$/, slug))
      : [],
  );
  const candidates = [
    ...linkable.filter((family) => !family.pattern.includes("[")).map((family) => family.pattern),
    ...landingPaths,
    ...slugRoutes,
  ];
  return [...new Set(candidates)]
    .filter((route) => missingRoute(route, slugs) === undefined && linkAvailableOn(variant, route))
    .map((route) => localeRegistry.localePath(locale, route))
    .sort();
}
