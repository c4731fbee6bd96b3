import { paginationHeaders, type PaginationMeta } from "@storyfront/schemas";

const intHeader = (headers: Headers, name: string): number | undefined => {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/**
 * Pagination of a list answer from the `x-pagination-*` headers (spec §7). Page 0 is read as 1
 * (spec §3). Missing headers fall back to "everything is on this one page".
 */
export function readPagination(headers: Headers, itemCount: number): PaginationMeta {
  const totalCount = intHeader(headers, paginationHeaders.totalCount) ?? itemCount;
  const perPage = intHeader(headers, paginationHeaders.perPage) ?? Math.max(itemCount, 1);
  const currentPage = Math.max(1, intHeader(headers, paginationHeaders.currentPage) ?? 1);
  const pageCount = intHeader(headers, paginationHeaders.pageCount) ?? (perPage > 0 ? Math.ceil(totalCount / perPage) : 1);
  return { totalCount, perPage, currentPage, pageCount };
}
