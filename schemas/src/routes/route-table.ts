// THE route table (spec §2.1, §2.3, §6): every page family of site/src/app/[site]/[locale], written once.
// The proxy's page check, the sitemap, titles, breadcrumbs, API-down handling, the checker's link
// validation, the dependency graph and the variant rules are derived from it; route-table.test.ts ties
// it to the page files, so a page without an entry (or an entry without a page) fails a test.
import type { ApiCallName } from "../api/calls";
import { PageType, type PageTypeValue } from "../api/page-type";
import type { CollectionName } from "../content/collections";
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

/** Where a family's slugs come from: a content collection, or API pages (of these types; any type when left out). */
export type RouteSlugs =
  { from: "content"; collection: CollectionName } | { from: "api"; types?: readonly PageTypeValue[] } | { from: "none" };

/** How the page's title is found (seo/page-title.ts): from a message catalogue, its content file, the API. */
export type RouteTitle = { messages: string; key: string } | "content" | "api" | "default";

/** What the dependency graph records the page reading: content files, only messages and settings, nothing. */
export type RouteGraph = "content" | "messages" | "none";

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
  /** The API calls the page makes while rendering on the server. */
  api: readonly ApiCallName[];
  /** The page cannot render without the API: the proxy answers the 500 page while the API is down. */
  needsApi: boolean;
  /** Listed in the sitemap: from the message catalogues in every locale it routes in, per content file, per API page. */
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
  graph: RouteGraph;
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
  graph: "none",
  ...entry,
});
const blogTypes = [PageType.blog, PageType.webStory];

export const routeTable: readonly RouteFamily[] = [
  // Landing layout: pages built from content/landings, solutions and their lists.
  family({ pattern: "/", layout: "landing", exists: "landing", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({
    pattern: "/enterprise",
    layout: "landing",
    exists: "landing",
    sitemap: "content",
    title: "content",
    linkable: true,
    graph: "content",
  }),
  family({
    pattern: "/use-cases",
    layout: "landing",
    exists: "landing",
    sitemap: "content",
    title: "content",
    linkable: true,
    graph: "content",
  }),
  family({
    pattern: "/solutions",
    layout: "landing",
    variants: comOnly,
    locales: "source",
    sitemap: "catalogue",
    linkable: true,
    graph: "content",
    title: { messages: "Content", key: "seo.solutions.title" },
    breadcrumbSection: { messages: "Header", key: "solutions" },
  }),
  family({
    pattern: "/solutions/[slug]",
    layout: "landing",
    variants: comOnly,
    locales: "source",
    exists: "lookup",
    slugs: { from: "content", collection: "solutions" },
    api: ["pageView"],
    sitemap: "content",
    apiSitemapTypes: [PageType.landingPage],
    title: "content",
    linkable: true,
    graph: "content",
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
  family({
    pattern: "/case-studies",
    layout: "default",
    variants: comOnly,
    locales: "source",
    sitemap: "catalogue",
    linkable: true,
    graph: "content",
    title: { messages: "Content", key: "seo.caseStudies.title" },
    breadcrumbSection: { messages: "Header", key: "caseStudies" },
  }),
  family({
    pattern: "/case-studies/[slug]",
    layout: "default",
    variants: comOnly,
    locales: "source",
    exists: "lookup",
    slugs: { from: "content", collection: "caseStudies" },
    sitemap: "content",
    title: "content",
    linkable: true,
    graph: "content",
  }),
  family({
    pattern: "/white-papers",
    layout: "default",
    variants: comOnly,
    // Reports are English (spec §2.3: "White papers (com only, English)"); translated landings show their cards.
    locales: "source",
    sitemap: "catalogue",
    linkable: true,
    graph: "content",
    title: { messages: "Content", key: "seo.whitePapers.title" },
    breadcrumbSection: { messages: "Header", key: "whitePapers" },
  }),
  family({
    pattern: "/white-papers/[slug]",
    layout: "default",
    variants: comOnly,
    locales: "source",
    exists: "lookup",
    slugs: { from: "content", collection: "whitePapers" },
    sitemap: "content",
    title: "content",
    linkable: true,
    graph: "content",
  }),
  family({
    pattern: "/write-for-us",
    layout: "default",
    variants: comOnly,
    sitemap: "catalogue",
    title: { messages: "WriteForUs", key: "title" },
    linkable: true,
    graph: "messages",
  }),
  family({ pattern: "/faq", layout: "default", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({ pattern: "/legal", layout: "default", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({ pattern: "/policy", layout: "default", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({ pattern: "/terms", layout: "default", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({ pattern: "/offer", layout: "default", sitemap: "content", title: "content", linkable: true, graph: "content" }),
  family({
    pattern: "/pricing",
    layout: "default",
    api: ["tariffDisplayed"],
    needsApi: true,
    sitemap: "catalogue",
    title: { messages: "Pricing", key: "title" },
    linkable: true,
    graph: "content",
  }),
  family({
    pattern: "/prices",
    layout: "default",
    api: ["tariffDisplayed"],
    needsApi: true,
    title: { messages: "Pricing", key: "title" },
    linkable: true,
    graph: "content",
  }),
  // Default layout: pages from the API.
  family({
    pattern: "/blog",
    layout: "default",
    api: ["pageList", "categoryList"],
    needsApi: true,
    sitemap: "catalogue",
    linkable: true,
    graph: "messages",
    title: { messages: "Blog", key: "title" },
    breadcrumbSection: { messages: "Header", key: "blog" },
  }),
  family({
    pattern: "/blog/search",
    layout: "default",
    needsApi: true,
    title: { messages: "Blog", key: "searchLabel" },
    linkable: true,
    graph: "messages",
  }),
  family({
    pattern: "/blog/stories",
    layout: "default",
    api: ["pageList"],
    needsApi: true,
    sitemap: "catalogue",
    title: { messages: "Blog", key: "stories" },
    linkable: true,
    graph: "messages",
  }),
  family({
    pattern: "/blog/[page]",
    layout: "default",
    exists: "lookup",
    slugs: { from: "api", types: blogTypes },
    api: ["pageView", "pageList", "categoryView", "categoryList"],
    needsApi: true,
    sitemap: "api",
    title: "api",
    linkable: true,
  }),
  family({
    pattern: "/blog/[page]/[sub]",
    layout: "default",
    exists: "lookup",
    api: ["categoryView", "pageList", "categoryList"],
    needsApi: true,
    title: "api",
  }),
  family({
    pattern: "/press-releases",
    layout: "default",
    api: ["pageList"],
    needsApi: true,
    sitemap: "catalogue",
    linkable: true,
    graph: "messages",
    title: { messages: "PressReleases", key: "title" },
    breadcrumbSection: { messages: "PressReleases", key: "title" },
  }),
  family({
    pattern: "/press-releases/[page]",
    layout: "default",
    exists: "lookup",
    slugs: { from: "api", types: [PageType.pressRelease] },
    api: ["pageView", "pageList"],
    needsApi: true,
    sitemap: "api",
    title: "api",
    linkable: true,
  }),
  family({ pattern: "/game", layout: "default", api: ["pageList"], needsApi: true, linkable: true }),
  family({
    pattern: "/game/[id]",
    layout: "default",
    exists: "lookup",
    slugs: { from: "api" },
    api: ["pageView"],
    needsApi: true,
    title: "api",
    linkable: true,
  }),
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
  family({
    pattern: "/s/[id]",
    layout: "legacy",
    exists: "lookup",
    slugs: { from: "api", types: [PageType.landingPage] },
    api: ["pageView"],
    needsApi: true,
    // Not listed: a short item is an API landing under a second URL, listed (and canonical) at /solutions/{slug}
    // where the menus link; nothing links to /s/{id}, and the sitemap names no URL that nothing links to.
    sitemap: false,
    title: "api",
    linkable: true,
  }),
  // Sales layout: the sales page, the demo tour and the account forms.
  family({
    pattern: "/sales",
    layout: "sales",
    sitemap: "catalogue",
    title: { messages: "Sales", key: "title" },
    linkable: true,
    graph: "content",
  }),
  family({ pattern: "/quick-demo", layout: "sales", title: { messages: "QuickDemo", key: "title" }, linkable: true, graph: "messages" }),
  family({ pattern: "/login", layout: "sales" }),
  family({ pattern: "/signup", layout: "sales" }),
  family({ pattern: "/signup/confirm", layout: "sales" }),
  family({ pattern: "/forgot-password", layout: "sales" }),
  family({ pattern: "/reset-password", layout: "sales" }),
  family({ pattern: "/invite/[invite]", layout: "sales", exists: "token", api: ["inviteView"] }),
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
