// Page categories (spec §3, §7): GET /category, GET /category/{id}.
import { z } from "zod";
import { commaList, pagingQuery, queryFlag } from "./common";
import { pageType } from "./page";

export const categoryExpandFields = ["pages"] as const;

export const pageCategory = z.object({
  id: z.number().int(),
  /** Title in the requested language; null when the category has none there (menus skip untitled ones). */
  title: z.string().nullable(),
  slug: z.string(),
  type: pageType,
  seoTitle: z.string().nullable(),
  seoKeywords: z.string().nullable(),
  seoDescription: z.string().nullable(),
  /** Position; lists are ordered by it. */
  order: z.number().int(),
  /** With expand=pages: how many active pages in the requested language the category holds. */
  pages: z.number().int().optional(),
});
export type PageCategory = z.infer<typeof pageCategory>;

const categoryType = z.coerce.number({ error: "must be a page type from 0 to 10" }).pipe(pageType);

/** GET /category — `all=1` answers every category without paging. */
export const categoryListQuery = pagingQuery.extend({
  all: queryFlag.optional(),
  type: categoryType.optional(),
  expand: commaList(categoryExpandFields).optional(),
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;
export const categoryList = z.array(pageCategory);

/** GET /category/{id} — id or slug; type defaults to blog (4). */
export const categoryViewQuery = z.object({
  type: categoryType.optional(),
  expand: commaList(categoryExpandFields).optional(),
});
export type CategoryViewQuery = z.input<typeof categoryViewQuery>;
