// The routes of spec §2.1 for the dead-link check, read from the route table (@storyfront/schemas): a link
// is valid when it names a family content may link to; slug families count only when the slug exists.
import { localeRegistry, matchRoute, routeTable, type CollectionName } from "@storyfront/schemas";

/** Slugs that exist per collection of a slug route; blog, press, game and short-item slugs come from the API (any accepted). */
export type RouteSlugs = Partial<Record<CollectionName, ReadonlySet<string>>>;

/**
 * The slugs of every slug family content may link to: its collection's entries and the landings at a path of
 * the family (a landing at /solutions/{slug} is that solution's page).
 */
export function routeSlugs(entrySlugs: (collection: CollectionName) => Iterable<string>, landingPaths: readonly string[]): RouteSlugs {
  const slugs: RouteSlugs = {};
  for (const family of routeTable) {
    if (!family.linkable || family.slugs.from !== "content") continue;
    const landingSlugs = landingPaths.flatMap((path) => {
      const match = matchRoute(path);
      return match?.family === family ? match.params : [];
    });
    slugs[family.slugs.collection] = new Set([...entrySlugs(family.slugs.collection), ...landingSlugs]);
  }
  return slugs;
}

/** Drops query, hash, trailing slashes and a locale prefix (the registry's one rule). */
export const routePath = (href: string, registry = localeRegistry): string => registry.hrefRoute(href);

/** Undefined when the route exists, else the reason (used in the problem message). */
export function missingRoute(href: string, slugs: RouteSlugs, registry = localeRegistry): string | undefined {
  const path = routePath(href, registry);
  const match = matchRoute(path);
  if (!match?.family.linkable) return "the site has no such route";
  const { family, params } = match;
  if (family.slugs.from !== "content") return undefined;
  const known = slugs[family.slugs.collection];
  const slug = params[0] ?? "";
  if (known?.has(slug)) return undefined;
  // The folder the message names: content/case-studies for /case-studies/[slug].
  const list = family.pattern.replace(/\/\[[^\]]+\]$/, "");
  const folder =
    family.slugs.collection === ("solutions" satisfies CollectionName) ? "content/solutions or a landing with that path" : `content${list}`;
  return `no page "${slug}" exists in ${folder}`;
}
