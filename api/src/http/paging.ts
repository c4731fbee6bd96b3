// Pagination of list answers: headers by default, `{ items, meta }` with envelope=items (spec §7).
import { paginationHeaders, type PaginationMeta } from "@storyfront/schemas";
import type { RequestContext } from "./context";

export type PagingInput = { page?: number; "per-page"?: number; envelope?: "items"; all?: boolean };

export type Paging = { limit: number | null; offset: number; currentPage: number; perPage: number };

export const defaultPerPage = 20;

/** Page 0 is read as 1 (spec §3); `all` answers everything on one page. */
export function resolvePaging(input: PagingInput): Paging {
  const currentPage = Math.max(1, input.page ?? 1);
  if (input.all) return { limit: null, offset: 0, currentPage: 1, perPage: 0 };
  const perPage = input["per-page"] ?? defaultPerPage;
  return { limit: perPage, offset: (currentPage - 1) * perPage, currentPage, perPage };
}

/** Sets the pagination headers and answers the list, enveloped when asked. */
export function pagedAnswer<T>(ctx: RequestContext, input: PagingInput, paging: Paging, items: T[], totalCount: number) {
  const perPage = paging.limit === null ? totalCount : paging.perPage;
  const meta: PaginationMeta = {
    perPage,
    totalCount,
    currentPage: paging.currentPage,
    pageCount: perPage === 0 ? (totalCount === 0 ? 0 : 1) : Math.ceil(totalCount / perPage),
  };
  ctx.reply.header(paginationHeaders.totalCount, String(meta.totalCount));
  ctx.reply.header(paginationHeaders.currentPage, String(meta.currentPage));
  ctx.reply.header(paginationHeaders.pageCount, String(meta.pageCount));
  ctx.reply.header(paginationHeaders.perPage, String(meta.perPage));
  return input.envelope === "items" ? { items, meta } : items;
}
