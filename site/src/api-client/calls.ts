// One function per call of spec §7 that the site makes. Each sets its cache tags and freshness.
import {
  PageType,
  categoryList,
  displayedTariffList,
  landingConfig,
  page,
  pageCategory,
  pageList,
  pageReadAnswer,
  storyStyles,
  type PageExpandField,
  type PageTypeValue,
  type pageSorts,
} from "@storyfront/schemas";
import { apiListRequest, apiRequest, type ApiContext } from "./api-request";
import { cacheTags, revalidateSeconds } from "./cache-tags";

const cached = (ctx: ApiContext, revalidate: number, tags: string[]): ApiContext => ({ ...ctx, cache: { revalidate, tags } });

const expandList = (expand: readonly PageExpandField[] | undefined) => (expand && expand.length > 0 ? expand.join(",") : undefined);

/** GET /page query as the site sends it (the schema's input type is looser: it coerces strings). */
export type ListQuery = {
  type?: PageTypeValue;
  page?: number;
  "per-page"?: number;
  sort?: (typeof pageSorts)[number];
  q?: string;
  recommend?: string;
  category?: string;
  expand?: readonly PageExpandField[];
};

/** GET /page: pages of the `lang` language with pagination from the headers. */
export function listPages(ctx: ApiContext, query: ListQuery = {}) {
  const tags = [cacheTags.pages, cacheTags.pageLists, ...(query.category !== undefined ? [cacheTags.category(query.category)] : [])];
  return apiListRequest(cached(ctx, revalidateSeconds.pages, tags), {
    path: "/page",
    query: { ...query, expand: expandList(query.expand) },
    answer: pageList,
  });
}

/** Fields an article page shows. */
export const articleExpand: readonly PageExpandField[] = ["content", "seoTitle", "seoDescription", "seoKeywords", "languages", "tags", "imageSquare", "styles"];

/** POST /page/{id}: one page by id or slug. A 404 surfaces as ApiFetchError (see isApiNotFound). */
export function getPage(ctx: ApiContext, idOrSlug: string, query: { type?: PageTypeValue; expand?: readonly PageExpandField[] } = {}) {
  return apiRequest(cached(ctx, revalidateSeconds.pages, [cacheTags.pages, cacheTags.page(idOrSlug)]), {
    method: "POST",
    path: `/page/${encodeURIComponent(idOrSlug)}`,
    query: { ...query, expand: expandList(query.expand ?? articleExpand) },
    answer: page,
  });
}

/** POST /page/{id}/event/read: counts a view once per client id; never cached. */
export function markPageRead(ctx: ApiContext, idOrSlug: string | number) {
  return apiRequest({ ...ctx, cache: undefined }, {
    method: "POST",
    path: `/page/${encodeURIComponent(String(idOrSlug))}/event/read`,
    answer: pageReadAnswer,
  });
}

/** GET /category: categories ordered by position (all=1 by default). */
export function listCategories(ctx: ApiContext, query: { type?: PageTypeValue; page?: number; "per-page"?: number; all?: boolean; expand?: "pages" } = {}) {
  return apiListRequest(cached(ctx, revalidateSeconds.categories, [cacheTags.categories]), {
    path: "/category",
    query: { all: true, ...query },
    answer: categoryList,
  });
}

/** Blog categories that have a title in the language (menus skip untitled ones, spec §2.3). */
export async function listBlogCategories(ctx: ApiContext) {
  const { items } = await listCategories(ctx, { type: PageType.blog });
  return items.filter((category) => category.title !== null && category.title !== "");
}

/** GET /category/{id}: one category by id or slug, type blog by default. */
export function getCategory(ctx: ApiContext, idOrSlug: string, type: PageTypeValue = PageType.blog) {
  return apiRequest(cached(ctx, revalidateSeconds.categories, [cacheTags.categories, cacheTags.category(idOrSlug)]), {
    path: `/category/${encodeURIComponent(idOrSlug)}`,
    query: { type },
    answer: pageCategory,
  });
}

/** The newest blog article, with SEO fields and languages (spec §7: header's featured article). */
export async function getLatestBlogPage(ctx: ApiContext) {
  const { items } = await listPages(ctx, { type: PageType.blog, page: 1, "per-page": 1, sort: "-created_at", expand: ["seoTitle", "seoDescription", "languages"] });
  return items[0] ?? null;
}

/** GET /lp/config?format=json */
export function getLandingConfig(ctx: ApiContext) {
  return apiRequest(cached(ctx, revalidateSeconds.landingConfig, [cacheTags.landingConfig]), {
    path: "/lp/config",
    query: { format: "json" },
    answer: landingConfig,
  });
}

/** GET /tariff-displayed: the tariff cards of the pricing page. */
export function listDisplayedTariffs(ctx: ApiContext) {
  return apiRequest(cached(ctx, revalidateSeconds.tariffs, [cacheTags.tariffs]), { path: "/tariff-displayed", answer: displayedTariffList });
}

/**
 * GET /project/{id}/story-styles: the project's story CSS. A failure is only logged as
 * `getProjectStyles error` and the page renders without (spec §7, §8).
 */
export async function getProjectStyles(ctx: ApiContext, projectId: string | number): Promise<string | null> {
  try {
    const answer = await apiRequest(cached(ctx, revalidateSeconds.projectStyles, [cacheTags.projectStyles(projectId)]), {
      path: `/project/${encodeURIComponent(String(projectId))}/story-styles`,
      answer: storyStyles,
    });
    return answer.content;
  } catch (error) {
    console.error("getProjectStyles error", error instanceof Error ? error.message : error);
    return null;
  }
}
