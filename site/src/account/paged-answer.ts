import { paginationFromHeaders } from "@storyfront/schemas";

/** A paged admin list's items with the pagination of its answer's `x-pagination-*` headers. */
export function pageOf<T>(answer: { body: T[]; headers: Headers }) {
  return { items: answer.body, pagination: paginationFromHeaders(answer.headers) };
}
