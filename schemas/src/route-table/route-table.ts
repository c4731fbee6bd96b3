// THE route table (spec §2.1, §2.3, §6): every page family of site/src/app/[site]/[locale], written once.
// The proxy's page check, the sitemap, titles, breadcrumbs, API-down handling, the checker's link
// validation, the dependency graph and the variant rules are derived from it; route-table.test.ts ties
// it to the page files, so a page without an entry (or an entry without a page) fails a test.
import type { ApiCallName } from "../api/calls";
import { PageType, type PageTypeValue } from "../api/page-type";
import type { CollectionEntry, CollectionName } from "../content/collections";
import { localeRegistry, type Locale, type SiteVariant } from "../locales/registry";

/** The route group under app/[site]/[locale] whose layout the page renders in; "none" is the catch-all. */
export type RouteLayout = "default" | "landing" | "sales" | "legacy" | "none";

/**
 * When a path of the family is a page, before any lookup: in every locale it has ("always"),
 * where a landing file has its path ("landing"), off production
 * ("non-production"), on preview builds ("preview-build"), for any single token ("token", invite codes),
 * after the family's lookup in content or the API ("lookup"), or never (the catch-all 404).
 */
export type RouteExistence = "always" | "landing" | "non-production" | "preview-build" | "token" | "lookup" | "never";

/**
 * How a family's pages are listed (the sitemap, the graph, the checker's links, titles): one page per entry of a
 * content collection, the one entry a fixed page shows (`entry`: /faq, /legal), API pages (of these types; any
 * type when left out), or nothing to list. Landing files list themselves at their own `path`.
 */
export type RouteSlugs =
  | { from: "content"; collection: CollectionName }
  | { from: "entry"; collection: CollectionName; slug: string }
  | { from: "api"; types?: readonly PageTypeValue[] }
  | { from: "none" };

/** How the page's title is found (seo/page-title.ts): from a message catalogue, its content entry, the API. */
export type RouteTitle = { messages: string; key: string } | "content" | "api" | "default";

/** Every entry of a collection that a list shows, or those whose fields have these values (customer logos). */
export type ListRead = { [C in CollectionName]: { collection: C; where?: Partial<CollectionEntry<C>> } }[CollectionName];

/** What a page reads from content/ besides its own entry (its `slugs`), its locale's messages and the site settings. */
export interface RouteReads {
  /** Whole collections it lists (cards, logos, badges). */
  lists?: readonly ListRead[];
  /** Single entries it shows, with the entries they name (the solutions template in the site settings). */
  entries?: readonly { collection: CollectionName; slug: string }[];
  /** Fields of its own entry holding a link whose target it shows (a solution's inspiration guide). */
  linked?: readonly string[];
}

export interface RouteFamily {
  /** Next's pattern below the locale, e.g. /blog/[page]; [name] is one segment. */
  pattern: string;
  layout: RouteLayout;
  /** Variants that have the family; a ru request for a com-only family is a 404. */
  variants: readonly SiteVariant[];
  /** Its locales on those variants: all of them, or only the source language (English-only pages). */
  locales: "all" | "source";
  /** Words a problem message uses for the family ("white papers"). */
  name: string;
  exists: RouteExistence;
  slugs: RouteSlugs;
  /**
   * The API calls the page file and what it imports make on the server (page-api-calls.test.ts holds each entry to
   * its page's code); calls made in the browser go through route handlers and are not the page's.
   */
  api: readonly ApiCallName[];
  /** The page cannot render without the API: the proxy answers the 500 page while the API is down. */
  needsApi: boolean;
  /** Listed in the sitemap: from the message catalogues in every locale it routes in, per content entry, per API page. */
  sitemap: "catalogue" | "content" | "api" | false;
  /**
   * API pages of these types the sitemap also lists at this family's URL, where a content file of the same slug
   * does not win: the API landings the Solutions menu and the footer link to as /solutions/{slug}.
   */
  apiSitemapTypes?: readonly PageTypeValue[];
  title: RouteTitle;
  /** The name the family's list page has as a section of a breadcrumb (Home › section › page). */
  breadcrumbSection?: { messages: string; key: string };
  /** Content may link to it (the checker's dead-link check); slug families check the slug. */
  linkable: boolean;
  /**
   * Its pages are in the content dependency graph, reading these (`{}`: its own entry only, or with no entry only
   * messages and settings); left out for pages drawn from the API or in the browser, and for landing families,
   * whose landing files are their pages.
   */
  reads?: RouteReads;
}

const both: readonly SiteVariant[] = localeRegistry.variants;
const comOnly: readonly SiteVariant[] = ["com"] satisfies SiteVariant[];

type Entry = Pick<RouteFamily, "pattern" | "layout"> & Partial<Omit<RouteFamily, "pattern" | "layout">>;
const family = (entry: Entry): RouteFamily => ({
  variants: both,
  locales: "all",
  name: entry.pattern.slice(1).split("/")[0]?.replaceAll("-", " ") || "home",
  exists: "always",
  slugs: { from: "none" },
  api: [],
  needsApi: false,
  sitemap: false,
  title: "default",
  linkable: false,
  ...entry,
});

// Shapes several families share.
/** A page whose landing file (content/landings) has its path, in the locales that have one. */
const landingPage = (pattern: string) =>
  family({ pattern, layout: "landing", exists: "landing", sitemap: "content", title: "content", linkable: true });
/** A fixed page showing one content entry, named like its path (the FAQ, the legal pages). */
const entryPage = (pattern: string, collection: CollectionName) =>
  family({
    pattern,
    layout: "default",
    slugs: { from: "entry", collection, slug: pattern.slice(1) },
    sitemap: "content",
    title: "content",
    linkable: true,
    reads: {},
  });
/** The English list of a com-only collection, titled and named as a breadcrumb section from the catalogues. */
const englishList = (pattern: string, layout: RouteLayout, collection: CollectionName, messageKeys: { title: string; section: string }) =>
  family({
    pattern,
    layout,
    variants: comOnly,
    locales: "source",
    sitemap: "catalogue",
    linkable: true,
    reads: { lists: [{ collection }] },
    title: { messages: "Content", key: messageKeys.title },
    breadcrumbSection: { messages: "Header", key: messageKeys.section },
  });
/** One English page per entry of a com-only collection. */
const englishEntries = (pattern: string, collection: CollectionName, more: Partial<Entry> = {}) =>
  family({
    pattern,
    layout: "default",
    variants: comOnly,
    locales: "source",
    exists: "lookup",
    slugs: { from: "content", collection },
    sitemap: "content",
    title: "content",
    linkable: true,
    reads: {},
    ...more,
  });
/** A page of the API found by its slug or id: it cannot render without the API. */
const apiPages = (pattern: string, layout: RouteLayout, slugs: RouteSlugs, api: readonly ApiCallName[], more: Partial<Entry> = {}) =>
  family({ pattern, layout, exists: "lookup", slugs, api, needsApi: true, title: "api", linkable: true, ...more });

/** A page with no content entry that reads only its messages and settings (its body is drawn from the API or its form). */
const messagesOnly: RouteReads = {};
const blogTypes = [PageType.blog, PageType.webStory];
const pricing = {
  layout: "default",
  slugs: { from: "entry", collection: "pricing", slug: "pricing" },
  api: ["tariffDisplayed"],
  needsApi: true,
  title: { messages: "Pricing", key: "title" },
  linkable: true,
  reads: { lists: [{ collection: "addons" }] },
} as const satisfies Omit<Entry, "pattern">;

export const routeTable: readonly RouteFamily[] = [
  // Landing layout: pages built from content/landings, solutions and their lists.
  landingPage("/"),
  landingPage("/enterprise"),
  landingPage("/use-cases"),
  englishList("/solutions", "landing", "solutions", { title: "seo.solutions.title", section: "solutions" }),
  englishEntries("/solutions/[slug]", "solutions", {
    layout: "landing",
    api: ["pageView"],
    apiSitemapTypes: [PageType.landingPage],
    reads: { entries: [{ collection: "settings", slug: "site" }], linked: ["inspoGuide.reportLink"] },
  }),
  // A solution or an API landing page at the top level (/{slug}); no content links there.
  family({
    pattern: "/[slug]",
    layout: "landing",
    name: "solutions",
    exists: "lookup",
    slugs: { from: "content", collection: "solutions" },
    api: ["pageView"],
    title: "content",
  }),
  family({ pattern: "/builder/[slug]", layout: "landing", exists: "token" }),
  // Default layout: content pages.
  englishList("/case-studies", "default", "caseStudies", { title: "seo.caseStudies.title", section: "caseStudies" }),
  englishEntries("/case-studies/[slug]", "caseStudies"),
  // Reports are English (spec §2.3: "White papers (com only, English)"); translated landings show their cards.
  englishList("/white-papers", "default", "whitePapers", { title: "seo.whitePapers.title", section: "whitePapers" }),
  englishEntries("/white-papers/[slug]", "whitePapers"),
  family({
    pattern: "/write-for-us",
    layout: "default",
    variants: comOnly,
    sitemap: "catalogue",
    title: { messages: "WriteForUs", key: "title" },
    linkable: true,
    reads: messagesOnly,
  }),
  entryPage("/faq", "faq"),
  entryPage("/legal", "legal"),
  entryPage("/policy", "legal"),
  entryPage("/terms", "legal"),
  entryPage("/offer", "legal"),
  family({ pattern: "/pricing", ...pricing, sitemap: "catalogue" }),
  // The same page at its old address: listed once, at /pricing.
  family({ pattern: "/prices", ...pricing }),
  // Default layout: pages from the API.
  family({
    pattern: "/blog",
    layout: "default",
    api: ["pageList", "categoryList"],
    needsApi: true,
    sitemap: "catalogue",
    linkable: true,
    reads: messagesOnly,
    title: { messages: "Blog", key: "title" },
    breadcrumbSection: { messages: "Header", key: "blog" },
  }),
  family({
    pattern: "/blog/search",
    layout: "default",
    needsApi: true,
    title: { messages: "Blog", key: "searchLabel" },
    linkable: true,
    reads: messagesOnly,
  }),
  family({
    pattern: "/blog/stories",
    layout: "default",
    api: ["pageList"],
    needsApi: true,
    sitemap: "catalogue",
    title: { messages: "Blog", key: "stories" },
    linkable: true,
    reads: messagesOnly,
  }),
  apiPages("/blog/[page]", "default", { from: "api", types: blogTypes }, ["pageView", "pageList", "categoryView", "categoryList"], {
    sitemap: "api",
  }),
  // Only /blog/category-{category}/page-{n}: no content links there.
  apiPages("/blog/[page]/[sub]", "default", { from: "none" }, ["categoryView", "pageList", "categoryList"], { linkable: false }),
  family({
    pattern: "/press-releases",
    layout: "default",
    api: ["pageList"],
    needsApi: true,
    sitemap: "catalogue",
    linkable: true,
    reads: messagesOnly,
    title: { messages: "PressReleases", key: "title" },
    breadcrumbSection: { messages: "PressReleases", key: "title" },
  }),
  apiPages("/press-releases/[page]", "default", { from: "api", types: [PageType.pressRelease] }, ["pageView", "pageList"], {
    sitemap: "api",
  }),
  family({ pattern: "/game", layout: "default", api: ["pageList"], needsApi: true, linkable: true }),
  apiPages("/game/[id]", "default", { from: "api" }, ["pageView", "storyStyles"]),
  // Default layout: account pages (their data is fetched in the browser).
  family({ pattern: "/profile", layout: "default" }),
  family({ pattern: "/admin/tags", layout: "default" }),
  family({ pattern: "/admin/tag-groups", layout: "default" }),
  family({ pattern: "/admin/leads", layout: "default" }),
  family({ pattern: "/admin/speed", layout: "default" }),
  family({ pattern: "/blocks", layout: "default", exists: "non-production" }),
  family({ pattern: "/_preview/changes", layout: "default", exists: "preview-build" }),
  // Legacy layout: short items of the old site.
  family({ pattern: "/s", layout: "legacy", api: ["pageList"], needsApi: true, linkable: true }),
  // Not listed: a short item is an API landing under a second URL, listed (and canonical) at /solutions/{slug}
  // where the menus link; nothing links to /s/{id}, and the sitemap names no URL that nothing links to.
  apiPages("/s/[id]", "legacy", { from: "api", types: [PageType.landingPage] }, ["pageView", "storyStyles"]),
  // Sales layout: the sales page, the demo tour and the account forms.
  family({
    pattern: "/sales",
    layout: "sales",
    sitemap: "catalogue",
    title: { messages: "Sales", key: "title" },
    linkable: true,
    reads: { lists: [{ collection: "logos", where: { kind: "customer" } }, { collection: "awards" }] },
  }),
  family({ pattern: "/quick-demo", layout: "sales", title: { messages: "QuickDemo", key: "title" }, linkable: true, reads: messagesOnly }),
  family({ pattern: "/login", layout: "sales" }),
  family({ pattern: "/signup", layout: "sales" }),
  family({ pattern: "/signup/confirm", layout: "sales" }),
  family({ pattern: "/forgot-password", layout: "sales" }),
  family({ pattern: "/reset-password", layout: "sales" }),
  family({ pattern: "/confirm-email", layout: "sales" }),
  // Its state is read in the browser through a route handler.
  family({ pattern: "/invite/[invite]", layout: "sales", exists: "token" }),
  // Anything else: the 404 page.
  family({ pattern: "/[...rest]", layout: "none", exists: "never" }),
];

/** A path matched to its family, with the raw (still percent-encoded) parameter segments. */
export interface RouteMatch {
  family: RouteFamily;
  params: string[];
}

const segmentsOf = (pattern: string) => pattern.split("/").filter(Boolean);
const isParam = (segment: string) => segment.startsWith("[");
const staticCount = (family: RouteFamily) => segmentsOf(family.pattern).filter((segment) => !isParam(segment)).length;
/** Next's order: a static segment wins over a parameter, the catch-all comes last. */
const byPriority = [...routeTable].filter((entry) => entry.exists !== "never").sort((a, b) => staticCount(b) - staticCount(a));

/** Families with a parameter, for matching segments that were decoded first. */
export const paramFamilies: readonly RouteFamily[] = byPriority.filter((entry) => entry.pattern.includes("["));

/**
 * The family of a route path (no locale prefix, no trailing slash) or of its segments, or undefined for
 * the catch-all. Empty segments are kept and match nothing: /blog//x is no page.
 */
export function matchRoute(route: string | readonly string[], table: readonly RouteFamily[] = byPriority): RouteMatch | undefined {
  const segments = typeof route !== "string" ? route : route === "/" ? [] : route.split("/").slice(1);
  for (const entry of table) {
    const pattern = segmentsOf(entry.pattern);
    if (pattern.length !== segments.length) continue;
    const params: string[] = [];
    const fits = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (!isParam(part)) return part === segment;
      params.push(segment);
      return segment !== "";
    });
    if (fits) return { family: entry, params };
  }
  return undefined;
}

/** The family whose pattern is exactly this (for code that names a family, e.g. "/solutions/[slug]"). */
export function routeFamily(pattern: string): RouteFamily {
  const found = routeTable.find((entry) => entry.pattern === pattern);
  if (!found) throw new Error(`No route family ${pattern} in the route table`);
  return found;
}

/** A family's path for one slug: /white-papers/[slug] → /white-papers/fintech-report. */
export const fillPattern = (pattern: string, ...params: string[]) => {
  let index = 0;
  return pattern.replace(/\[[^\]]+\]/g, () => params[index++] ?? "");
};

/** The locales a family renders in on the variants it has (before any content lookup). */
export function familyLocales(entry: RouteFamily, registry = localeRegistry): readonly Locale[] {
  if (entry.locales === "source") return [registry.source];
  return entry.variants.flatMap((variant) => registry.localesOf(variant));
}

/**
 * The locales a page at this path renders in, from its family (a landing at /solutions/… is English only); undefined
 * for a path no family serves (the checker reports the path itself). Translations are offered, written and checked by it.
 */
export function pathLocales(path: string, registry = localeRegistry): readonly Locale[] | undefined {
  const family = matchRoute(path)?.family;
  return family ? familyLocales(family, registry) : undefined;
}
