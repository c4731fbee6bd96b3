// Which visible routes are pages, decided before anything renders (see README "Error pages"): Next 16
// answers notFound() thrown inside our dynamic [site]/[locale] segments with an empty HTML shell
// (vercel/next.js#62228), so the proxy must know "no such page" itself and answer the 404 page.
// It asks the same lookups the pages use, so a page and this decision cannot disagree.
import type { PageTypeValue } from "@storyfront/schemas";
import { PageType, hiddenFamilyOn } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { getCaseStudy, hasLandingAt } from "@/page-data/content";
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

/** Routes with no slug that every locale of every variant has (content falls back to English where needed). */
const everywhere = new Set([
  "/blog", "/blog/search", "/blog/stories", "/press-releases", "/prices", "/pricing", "/quick-demo", "/sales",
  "/legal", "/policy", "/terms", "/offer", "/faq", "/game", "/s", "/login", "/signup", "/signup/confirm", "/forgot-password", "/reset-password", "/profile", "/admin/tags", "/admin/tag-groups", "/admin/leads", "/admin/speed",
]);

/** A landing page published at the API (type 9): English only, like every solutions page; a content file wins. */
function solutionPage(domain: Pick<DomainInfo, "isRu">, locale: Locale, slug: string): PageExistence {
  if (hasSolutionPage(slug, locale)) return page;
  if (domain.isRu || locale !== "en" || !safeSlug.test(slug)) return missing;
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

/**
 * Whether `routePath` (the visible path without its locale prefix, still percent-encoded) is a page on
 * this domain in this locale: yes, no, or "ask the API" for blog, press, game and short-item slugs.
 */
export function pageExistence(domain: Pick<DomainInfo, "isRu" | "environment">, locale: Locale, routePath: string): PageExistence {
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, "") : routePath;
  // Route families the variant hides (ru: case studies, solutions, white papers, write-for-us).
  if (hiddenFamilyOn(domain.isRu ? "ru" : "com", path)) return missing;
  if (path === "/" || path === "/enterprise" || path === "/use-cases") return when(hasLandingAt(path, locale));
  if (everywhere.has(path)) return page;
  if (path === "/case-studies" || path === "/solutions") return when(locale === "en");
  if (path === "/white-papers" || path === "/write-for-us") return when(!domain.isRu);
  if (path === "/blocks") return when(domain.environment !== "production");
  // The reviewers' list of changed pages exists on preview builds only.
  if (path === "/_preview/changes") return when(isPreviewBuild());

  const raw = path.split("/").slice(1);
  const segments = raw.map(decoded);
  if (segments.some((segment) => segment === null || segment === "")) return missing;
  const [first = "", second, third, ...rest] = segments as string[];
  // The blog's parsers decode a segment themselves, as the pages do with their params.
  const [, rawSecond = "", rawThird = ""] = raw;
  if (rest.length > 0) return missing;

  if (first === "invite" || first === "builder") return when(second !== undefined && third === undefined);
  if (third !== undefined) {
    // Only /blog/category-{category}/page-{n} has three segments.
    const segment = first === "blog" ? parseBlogSegment(rawSecond) : null;
    const listPage = parseListPage(decoded(rawThird) ?? "");
    return segment?.kind === "category" && typeof listPage === "number"
      ? { kind: "ask-api", lookup: { kind: "category", idOrSlug: segment.category, listPage } }
      : missing;
  }
  if (second === undefined) return solutionPage(domain, locale, first);
  switch (first) {
    case "solutions":
      return solutionPage(domain, locale, second);
    case "case-studies":
      return when(locale === "en" && getCaseStudy(second));
    case "white-papers":
      return when(findWhitePaper(second, locale));
    case "blog": {
      const segment = parseBlogSegment(rawSecond);
      if (!segment) return missing;
      if (segment.kind === "listPage") return { kind: "ask-api", lookup: { kind: "blogListPage", listPage: segment.page } };
      if (segment.kind === "category") return { kind: "ask-api", lookup: { kind: "category", idOrSlug: segment.category, listPage: 1 } };
      return { kind: "ask-api", lookup: { kind: "page", idOrSlug: segment.slug, types: [PageType.blog, PageType.webStory] } };
    }
    case "press-releases": {
      const segment = parseBlogSegment(rawSecond);
      return segment?.kind === "article" ? { kind: "ask-api", lookup: { kind: "page", idOrSlug: segment.slug, types: [PageType.pressRelease] } } : missing;
    }
    case "game":
    case "s":
      return safeSlug.test(second) ? { kind: "ask-api", lookup: { kind: "page", idOrSlug: second } } : missing;
    default:
      return missing;
  }
}
