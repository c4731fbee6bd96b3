// Content pages (spec §3, §7): GET /page, POST /page/{id}, POST /page/{id}/event/read.
import { z } from "zod";
import { apiLocale, commaList, idOrSlug, pagingQuery, queryInt } from "./common";
import { PageType, type PageTypeValue } from "./page-type";

/**
 * Draft credential: POST /page/{id} and GET /page include unpublished pages (isActive false) only for a request
 * carrying this header equal to the API's PREVIEW_SECRET, or an editor's bearer token (page-edit, manager or
 * administrator). A wrong secret answers 401. Such answers carry Cache-Control: private, no-store.
 */
export const previewSecretHeader = "x-preview-secret";

export { PageType, type PageTypeValue };

export const pageType = z.union(
  Object.values(PageType).map((value) => z.literal(value)) as unknown as [z.ZodLiteral<PageTypeValue>, ...z.ZodLiteral<PageTypeValue>[]],
  { error: "must be a page type from 0 to 10" },
);

/** Image URLs per variant. Demo data points at SVG files under /media/blog/ that the site serves. */
export const imageVariants = z.object({
  webp: z.string(),
  square: z.string(),
  desktop: z.string(),
  tablet: z.string(),
  phone: z.string(),
});
export type ImageVariants = z.infer<typeof imageVariants>;

export const pageTagLanguage = z.object({ languageCode: z.string(), name: z.string() });
export const pageTag = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Name in the requested language, else English, else the slug. */
  name: z.string(),
  languages: z.array(pageTagLanguage).optional(),
});
export type PageTag = z.infer<typeof pageTag>;

/** A neighbouring page of the same type, for previous/next links. */
export const pageLink = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const paginationData = z.object({ prev: pageLink.nullable(), next: pageLink.nullable() });

/** Fields given only when named in `expand`. */
export const pageExpandFields = [
  "content",
  "seoDescription",
  "seoTitle",
  "seoKeywords",
  "languages",
  "tildaPageId",
  "styles",
  "scripts",
  "tags",
  "tags.languages",
  "imageSquare",
] as const;
export type PageExpandField = (typeof pageExpandFields)[number];

export const page = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  /** The short label menus and footers show for a landing page, in the requested language; null where it has none. */
  navLabel: z.string().nullable().optional(),
  type: pageType,
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** Language of this answer (the `lang` header, default en). */
  language: apiLocale,
  /** Numeric ids of the languages this page exists in (en 1, ru 2, fr 3, de 4, es 5). */
  languageIds: z.array(z.number().int()),
  /** Unix seconds of publication. */
  timestamp: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  image: imageVariants.nullable(),
  authorImage: z.string().nullable(),
  author: z.string().nullable(),
  authorSubtitle: z.string().nullable(),
  storyCover: z.string().nullable(),
  icon: z.string().nullable(),
  views: z.number().int(),
  categoryIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  /** Whether the caller's client id opened (POST /page/{id}) or read (event/read) this page. */
  wasOpen: z.boolean(),
  wasRead: z.boolean(),
  /** Previous and next page of the same type; only in POST /page/{id}, else null. */
  paginationData: paginationData.nullable(),
  content: z.string().optional(),
  seoTitle: z.string().nullable().optional(),
  seoKeywords: z.string().nullable().optional(),
  seoDescription: z.string().nullable().optional(),
  /** Languages this page exists in; a page keeps one slug in all of them (for the language switch and hreflang). */
  languages: z.array(apiLocale).optional(),
  tildaPageId: z.string().nullable().optional(),
  styles: z.string().nullable().optional(),
  scripts: z.string().nullable().optional(),
  tags: z.array(pageTag).optional(),
  imageSquare: z.string().nullable().optional(),
});
export type Page = z.infer<typeof page>;

export const pageSorts = ["created_at", "-created_at", "order", "-order", "views", "-views", "title", "-title", "id", "-id"] as const;

/** GET /page */
export const pageListQuery = pagingQuery.extend({
  type: z.coerce.number({ error: "must be a page type from 0 to 10" }).pipe(pageType).optional(),
  expand: commaList(pageExpandFields).optional(),
  sort: z.enum(pageSorts, { error: `must be one of ${pageSorts.join(", ")}` }).optional(),
  q: z.string().max(200, { error: "must be at most 200 characters" }).optional(),
  /** Id or slug of a page: answer pages of the same type sharing a category with it, most viewed first. */
  recommend: idOrSlug.optional(),
  /** Id or slug of a category. */
  category: idOrSlug.optional(),
});
export type PageListQuery = z.input<typeof pageListQuery>;
export const pageList = z.array(page);

/** POST /page/{id} — id or slug. */
export const pageViewQuery = z.object({
  expand: commaList(pageExpandFields).optional(),
  pageId: queryInt(1, 2147483647).optional(),
  type: z.coerce.number({ error: "must be a page type from 0 to 10" }).pipe(pageType).optional(),
});
export type PageViewQuery = z.input<typeof pageViewQuery>;

/** POST /page/{id}/event/read */
export const pageReadAnswer = z.object({ id: z.number().int(), views: z.number().int(), wasRead: z.literal(true) });
export type PageReadAnswer = z.infer<typeof pageReadAnswer>;
