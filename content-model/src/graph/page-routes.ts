// The site's content-rendered routes and what each reads, all from the route table (@storyfront/schemas): every
// landing file is a page at its path, and every family with `reads` has a page per entry its `slugs` lists (or
// one, where its fixed entry exists), in the locales the family renders in, reading its own entry and its `reads`.
import {
  familyLocales,
  fillPattern,
  localeRegistry,
  matchRoute,
  pathLocales,
  routeTable,
  type CollectionName,
  type ListRead,
  type Locale,
  type RouteFamily,
} from "@storyfront/schemas";
import type { ContentIndex, LocalizedEntry } from "../content-index";
import { kindOf, type ReadSet } from "./read-set";

export interface PageRoute {
  route: string;
  locales: readonly Locale[];
  draft?: boolean;
  read: (reads: ReadSet) => void;
}

type Entries = ReadonlyMap<string, LocalizedEntry<Record<string, unknown>>>;
const entriesOf = (content: ContentIndex, collection: CollectionName) => content[collection] as Entries;

function isDraft(value: unknown): boolean {
  return (value as { draft?: unknown }).draft === true;
}

/** The value at a dotted field path ("inspoGuide.reportLink"). */
function fieldAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** Whether a listed entry is one the list shows (all, or those whose fields have the `where` values). */
const shown = (list: ListRead, value: Record<string, unknown>) =>
  Object.entries(list.where ?? {}).every(([field, wanted]) => value[field] === wanted);

/** The page's reads: its own entry, the single entries and linked pages it shows, the collections it lists. */
function readsOf(
  content: ContentIndex,
  family: RouteFamily,
  own: { collection: CollectionName; slug: string } | undefined,
  registry = localeRegistry,
) {
  const { entries = [], linked = [], lists = [] } = family.reads ?? {};
  return (reads: ReadSet) => {
    if (own) reads.entry(own.collection, own.slug, "own");
    for (const { collection, slug } of entries) reads.entry(collection, slug, kindOf(collection));
    const source = own && entriesOf(content, own.collection).get(own.slug)?.source;
    for (const field of linked) {
      const link = fieldAt(source, field);
      const target = typeof link === "string" ? matchRoute(registry.hrefRoute(link)) : undefined;
      const slugs = target?.family.slugs;
      if (slugs?.from === "content") reads.entry(slugs.collection, target?.params[0] ?? "", kindOf(slugs.collection), false);
    }
    for (const list of lists) reads.all(list.collection, kindOf(list.collection), (value) => shown(list, value));
  };
}

export function pageRoutes(content: ContentIndex, registry = localeRegistry): PageRoute[] {
  const routes: PageRoute[] = [];
  const landingPaths = new Set<string>();
  for (const [slug, entry] of content.landings) {
    const path = entry.source.path;
    landingPaths.add(path);
    // The locales with a file, where the path's family renders (a landing at /solutions/… is English only).
    const familyIn = pathLocales(path, registry);
    const locales = (Object.keys(entry.files) as Locale[]).filter((locale) => !familyIn || familyIn.includes(locale));
    routes.push({ route: path, locales, draft: isDraft(entry.source), read: (reads) => reads.entry("landings", slug, "own") });
  }
  for (const family of routeTable) {
    if (!family.reads || family.exists === "landing") continue;
    const locales = familyLocales(family, registry);
    const { slugs } = family;
    // A landing at the same path is the page (site: findSolution).
    const add = (route: string, own?: { collection: CollectionName; slug: string }) => {
      if (!landingPaths.has(route)) routes.push({ route, locales, read: readsOf(content, family, own, registry) });
    };
    if (slugs.from === "content") {
      for (const slug of entriesOf(content, slugs.collection).keys())
        add(fillPattern(family.pattern, slug), { collection: slugs.collection, slug });
    } else if (slugs.from === "entry") {
      if (entriesOf(content, slugs.collection).has(slugs.slug)) add(family.pattern, slugs);
    } else add(family.pattern);
  }
  return routes;
}
