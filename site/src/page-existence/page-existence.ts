// Which visible routes are pages, decided before anything renders (docs/findability.md, "Error pages"): Next 16
// answers notFound() thrown inside our dynamic [site]/[locale] segments with an empty HTML shell
// (vercel/next.js#62228), so the proxy must know "no such page" itself and answer the 404 page.
// It asks the same lookups the pages use, so a page and this decision cannot disagree.
import type { PageTypeValue } from "@storyfront/schemas";
import { PageType, hiddenFamilyOn, localeRegistry, matchRoute, paramFamilies, type RouteFamily } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { getCaseStudy, hasLandingAt } from "@/page-data/content";
import { contentAnnouncement } from "@/page-data/content/announcement";
import { hasSolutionPage } from "@/page-data/solution-content";
import { findWhitePaper } from "@/page-data/white-paper-lookup";
import { parseBlogSegment, parseListPage } from "@/page-data/blog-route";
import { isPreviewBuild } from "@/preview/preview-build";

/** What the API must confirm before a page of an API route family is a page. */
export type ApiLookup =
  | { kind: "page"; idOrSlug: string; types?: readonly PageTypeValue[] }
  | { kind: "category"; idOrSlug: string; listPage: number }
  | { kind: "blogListPage"; listPage: number };

export type PageExistence = { kind: "page" } | { kind: "missing" } | { kind: "ask-api"; lookup: ApiLookup };

const page: PageExistence = { kind: "page" };
const missing: PageExistence = { kind: "missing" };
const when = (condition: unknown): PageExistence => (condition ? page : missing);

/** A landing page published at the API (type 9): English only, like every solutions page; a content file wins. */
function solutionPage(domain: Pick<DomainInfo, "isRu">, locale: Locale, slug: string): PageExistence {
  if (hasSolutionPage(slug, locale)) return page;
  if (domain.isRu || locale !== localeRegistry.source || !safeSlug.test(slug)) return missing;
  return { kind: "ask-api", lookup: { kind: "page", idOrSlug: slug, types: [PageType.landingPage] } };
}

const safeSlug = /^[A-Za-z0-9_-]{1,200}$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

type Domain = Pick<DomainInfo, "isRu" | "environment">;

/** A family without parameters, by the route table's rule. */
function fixedExistence(family: RouteFamily, domain: Domain, locale: Locale, path: string): PageExistence {
  switch (family.exists) {
    case "always":
      return when(family.locales === "all" || locale === localeRegistry.source);
    case "landing":
      return when(hasLandingAt(path, locale));
    case "non-production":
      return when(domain.environment !== "production");
    case "preview-build":
      // The reviewers' list of changed pages exists on preview builds only.
      return when(isPreviewBuild());
    default:
      return missing;
  }
}

type LookupInput = { domain: Domain; locale: Locale; params: string[]; raw: string[] };

/**
 * How each family with `exists: "lookup"` in the route table finds its pages (route-table.test.ts checks
 * that every such family has one). `params` are decoded; the blog's parsers decode `raw` themselves, as
 * the pages do with their params.
 */
export const existenceLookups: Record<string, (input: LookupInput) => PageExistence> = {
  "/[slug]": ({ domain, locale, params: [slug = ""] }) => solutionPage(domain, locale, slug),
  "/solutions/[slug]": ({ domain, locale, params: [slug = ""] }) => solutionPage(domain, locale, slug),
  "/case-studies/[slug]": ({ locale, params: [slug = ""] }) => when(locale === localeRegistry.source && getCaseStudy(slug)), // English only
  "/white-papers/[slug]": ({ locale, params: [slug = ""] }) => when(findWhitePaper(slug, locale)),
  "/blog/[page]": ({ raw: [, rawSegment = ""] }) => {
    const segment = parseBlogSegment(rawSegment);
    if (!segment) return missing;
    if (segment.kind === "listPage") return { kind: "ask-api", lookup: { kind: "blogListPage", listPage: segment.page } };
    if (segment.kind === "category") return { kind: "ask-api", lookup: { kind: "category", idOrSlug: segment.category, listPage: 1 } };
    return { kind: "ask-api", lookup: { kind: "page", idOrSlug: segment.slug, types: [PageType.blog, PageType.webStory] } };
  },
  // Only /blog/category-{category}/page-{n} has three segments.
  "/blog/[page]/[sub]": ({ raw: [, rawSegment = "", rawPage = ""] }) => {
    const segment = parseBlogSegment(rawSegment);
    const listPage = parseListPage(decoded(rawPage) ?? "");
    return segment?.kind === "category" && typeof listPage === "number"
      ? { kind: "ask-api", lookup: { kind: "category", idOrSlug: segment.category, listPage } }
      : missing;
  },
  "/press-releases/[page]": ({ raw: [, rawSegment = ""] }) => {
    const segment = parseBlogSegment(rawSegment);
    return segment?.kind === "article"
      ? { kind: "ask-api", lookup: { kind: "page", idOrSlug: segment.slug, types: [PageType.pressRelease] } }
      : missing;
  },
  "/game/[id]": ({ params: [id = ""] }) => (safeSlug.test(id) ? { kind: "ask-api", lookup: { kind: "page", idOrSlug: id } } : missing),
  "/s/[id]": ({ params: [id = ""] }) => (safeSlug.test(id) ? { kind: "ask-api", lookup: { kind: "page", idOrSlug: id } } : missing),
};

/**
 * Whether `routePath` (the visible path without its locale prefix, still percent-encoded) is a page on
 * this domain in this locale: yes, no, or "ask the API" for blog, press, game and short-item slugs.
 * Which families exist, where, and how they are looked up is the route table's (@storyfront/schemas).
 */
export function pageExistence(domain: Domain, locale: Locale, routePath: string): PageExistence {
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, "") : routePath;
  // The ru variant never shows an English page under lang="ru": a content page it does not fully have is no page.
  if (domain.isRu && locale !== localeRegistry.source && !contentAnnouncement().announced(path, locale)) return missing;
  // Route families the variant hides (ru: case studies, solutions, white papers, write-for-us).
  if (hiddenFamilyOn(domain.isRu ? "ru" : "com", path)) return missing;
  const fixed = matchRoute(path);
  if (fixed && !fixed.family.pattern.includes("[")) return fixedExistence(fixed.family, domain, locale, path);

  const raw = path.split("/").slice(1);
  const segments = raw.map(decoded);
  if (segments.some((segment) => segment === null || segment === "")) return missing;
  const match = matchRoute(segments as string[], paramFamilies);
  if (!match) return missing;
  if (match.family.exists === "token") return page;
  const lookup = existenceLookups[match.family.pattern];
  return lookup ? lookup({ domain, locale, params: match.params, raw }) : missing;
}
