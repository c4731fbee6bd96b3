// One function per call of spec §7 that the site makes, each built on the contract through callApi.
// Read calls set their cache tags and freshness; per-visitor calls are never cached.
import {
  PageType,
  type AuthTokens,
  type AuthUser,
  type LeadRequest,
  type LoginBody,
  type PageExpandField,
  type PageTypeValue,
  type pageSorts,
  type VitalSample,
  vitalsSecretHeader,
} from "@storyfront/schemas";
import type { ApiContext } from "./api-context";
import { callApi, callApiList, callApiWithStatus } from "./call-api";
import { isApiFetchError } from "./api-error";
import { cacheTags, revalidateSeconds } from "./cache-tags";

const cached = (ctx: ApiContext, revalidate: number, tags: string[]): ApiContext => ({ ...ctx, cache: { revalidate, tags } });
const uncached = (ctx: ApiContext): ApiContext => ({ ...ctx, cache: undefined });

/** GET /page query as the site sends it. */
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
  return callApiList(cached(ctx, revalidateSeconds.pages, tags), "pageList", { query });
}

/** Fields an article page shows. */
export const articleExpand: readonly PageExpandField[] = [
  "content",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "languages",
  "tags",
  "imageSquare",
  "styles",
];

/** POST /page/{id}: one page by id or slug. A 404 surfaces as ApiFetchError (see isApiNotFound). */
export function getPage(ctx: ApiContext, idOrSlug: string, query: { type?: PageTypeValue; expand?: readonly PageExpandField[] } = {}) {
  return callApi(cached(ctx, revalidateSeconds.pages, [cacheTags.pages, cacheTags.page(idOrSlug)]), "pageView", {
    params: { id: idOrSlug },
    query: { ...query, expand: query.expand ?? articleExpand },
  });
}

/** POST /page/{id}/event/read: counts a view once per client id. */
export function markPageRead(ctx: ApiContext, idOrSlug: string | number) {
  return callApi(uncached(ctx), "pageRead", { params: { id: String(idOrSlug) } });
}

/** GET /category: categories ordered by position (all=1 by default). */
export function listCategories(
  ctx: ApiContext,
  query: { type?: PageTypeValue; page?: number; "per-page"?: number; all?: boolean; expand?: "pages" } = {},
) {
  // A category's page count changes when any page is published: it is refreshed with the page lists then.
  const tags = query.expand === "pages" ? [cacheTags.categories, cacheTags.pageLists] : [cacheTags.categories];
  return callApiList(cached(ctx, revalidateSeconds.categories, tags), "categoryList", { query: { all: true, ...query } });
}

/**
 * Blog categories that have a title and at least one article in the language: menus skip untitled ones (spec §2.3),
 * and the tabs, menus and sitemap never announce a category with nothing in it there (its page says noindex).
 */
export async function listBlogCategories(ctx: ApiContext) {
  const { items } = await listCategories(ctx, { type: PageType.blog, expand: "pages" });
  return items.filter((category) => category.title !== null && category.title !== "" && (category.pages ?? 0) > 0);
}

/** GET /category/{id}: one category by id or slug, type blog by default. */
export function getCategory(ctx: ApiContext, idOrSlug: string, type: PageTypeValue = PageType.blog) {
  return callApi(cached(ctx, revalidateSeconds.categories, [cacheTags.categories, cacheTags.category(idOrSlug)]), "categoryView", {
    params: { id: idOrSlug },
    query: { type },
  });
}

/** The newest blog article, with SEO fields and languages (spec §7: header's featured article). */
export async function getLatestBlogPage(ctx: ApiContext) {
  const { items } = await listPages(ctx, {
    type: PageType.blog,
    page: 1,
    "per-page": 1,
    sort: "-created_at",
    expand: ["seoTitle", "seoDescription", "languages"],
  });
  return items[0] ?? null;
}

/** GET /lp/config?format=json */
export function getLandingConfig(ctx: ApiContext) {
  return callApi(cached(ctx, revalidateSeconds.landingConfig, [cacheTags.landingConfig]), "landingConfig", { query: { format: "json" } });
}

/** GET /tariff-displayed: the tariff cards of the pricing page. */
export function listDisplayedTariffs(ctx: ApiContext) {
  return callApi(cached(ctx, revalidateSeconds.tariffs, [cacheTags.tariffs]), "tariffDisplayed");
}

/**
 * GET /project/{id}/story-styles: the project's story CSS. A failure is only logged as
 * `getProjectStyles error` and the page renders without (spec §7, §8).
 */
export async function getProjectStyles(ctx: ApiContext, projectId: string | number): Promise<string | null> {
  try {
    const answer = await callApi(cached(ctx, revalidateSeconds.projectStyles, [cacheTags.projectStyles(projectId)]), "storyStyles", {
      params: { id: String(projectId) },
    });
    return answer.content;
  } catch (error) {
    console.error("getProjectStyles error", error instanceof Error ? error.message : error);
    return null;
  }
}

/** GET /sales-logic for the visitor's address (server side only, spec §7). */
export function getSalesLogic(ctx: ApiContext, userIp: string | null | undefined) {
  return callApi(uncached(ctx), "salesLogic", { query: { user_ip: userIp ?? undefined } });
}

/** POST /auth: tokens for the credentials, or a ticket for the two-factor step. */
export function logIn(ctx: ApiContext, credentials: LoginBody) {
  return callApi(uncached(ctx), "authLogin", { body: credentials });
}

/** PATCH /auth: new tokens for a refresh token; null when the API refuses it (the session is then reset). */
export async function refreshTokens(ctx: ApiContext, refreshToken: string): Promise<AuthTokens | null> {
  try {
    return await callApi(uncached(ctx), "authRefresh", { body: { refreshToken } });
  } catch (error) {
    if (isApiFetchError(error) && error.failure === "status") return null;
    throw error;
  }
}

/** GET /auth with the spec's expand; "expired" when the token is refused. */
export async function getCurrentUser(ctx: ApiContext): Promise<AuthUser | "expired"> {
  try {
    return await callApi(uncached(ctx), "authUser", { query: { expand: "activeProject,newNotificationCount" } });
  } catch (error) {
    if (isApiFetchError(error) && error.status === 401) return "expired";
    throw error;
  }
}

/**
 * DELETE /auth: ends the session at the API. The refresh token goes in the body, so the session ends even when
 * the access token has expired or its cookie is gone (the refresh token lives 60 days, the access token 30 min).
 */
export function logOut(ctx: ApiContext, refreshToken?: string) {
  return callApi(uncached(ctx), "authLogout", { body: refreshToken ? { refreshToken } : undefined });
}

/** GET /invite/{code}: the invite's state. */
export function getInvite(ctx: ApiContext, code: string) {
  return callApi(uncached(ctx), "inviteView", { params: { code } });
}

/** POST /invite/{code}/accept as the signed-in user. */
export function acceptInvite(ctx: ApiContext, code: string) {
  return callApi(uncached(ctx), "inviteAccept", { params: { code } });
}

/**
 * POST /lead under the visitor's Idempotency-Key, so a double click or a retry stores one lead: 201 the
 * first time, 200 with the same lead for a replay.
 */
export function sendLead(ctx: ApiContext, lead: LeadRequest, idempotencyKey: string) {
  return callApiWithStatus(uncached(ctx), "lead", { body: lead, headers: { "idempotency-key": idempotencyKey } });
}

/**
 * POST /vitals: field data (Core Web Vitals samples) the site's /api/vitals collected, in one batch, with the
 * site's credential (VITALS_SECRET): the API takes field data from nobody else.
 */
export async function reportVitals(ctx: ApiContext, samples: VitalSample[], secret: string): Promise<void> {
  await callApi(uncached(ctx), "vitalsReport", { body: { samples }, headers: { [vitalsSecretHeader]: secret } });
}
