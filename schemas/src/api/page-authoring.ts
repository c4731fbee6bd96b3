// Writing pages (issue 39): /admin/page calls for editors (page-edit permission, manager or administrator).
// A page is written with all its languages at once; every save names the version it was based on, so a save made on
// a stale copy answers 409 (pageConflict) instead of overwriting someone else's work. Every save is kept as a revision.
import { z } from "zod";
import { apiLocale, apiMessages, queryInt } from "./common";
import { imageVariants, pageType } from "./page";

const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) => text(max).nullable().default(null);
const required = (max: number) => text(max).min(1, { error: apiMessages.blank });
const id = z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(1).max(2147483647);
const ids = z
  .array(id, { error: "must be a list of ids" })
  .max(50, { error: "must list at most 50 ids" })
  .refine((list) => new Set(list).size === list.length, { error: "must name each id once" })
  .default([]);

/** Lower-case words joined by hyphens, as the seeded pages' slugs; one slug in every language. */
export const pageSlug = required(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: apiMessages.pattern });

/** One language of a page: the texts of page_translation. `content` is the body HTML (rich-text-allow-list.ts). */
export const pageTranslationFields = z.strictObject({
  language: apiLocale,
  title: required(300),
  description: text(2000).default(""),
  content: z.string({ error: "must be a string" }).max(500_000, { error: "must be at most 500000 characters" }).default(""),
  seoTitle: optionalText(300),
  seoDescription: optionalText(1000),
  seoKeywords: optionalText(1000),
  /** A landing page's short label in menus and footers in this language (its title where left out). */
  navLabel: optionalText(60),
  /** The author's role in this language (the page's authorSubtitle where left out). */
  authorSubtitle: optionalText(200),
});

/** Everything an editor writes on a page; the English translation is the source and must be there. */
export const pageFields = z.strictObject({
  type: pageType,
  slug: pageSlug,
  order: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(0).max(1_000_000).default(0),
  image: z.strictObject(imageVariants.shape).nullable().default(null),
  imageSquare: optionalText(2000),
  author: optionalText(200),
  authorSubtitle: optionalText(200),
  authorImage: optionalText(2000),
  storyCover: optionalText(2000),
  icon: optionalText(2000),
  categoryIds: ids,
  tagIds: ids,
  translations: z
    .array(pageTranslationFields, { error: "must be a list of languages" })
    .min(1, { error: apiMessages.blank })
    .refine((list) => new Set(list.map((item) => item.language)).size === list.length, { error: "must name each language once" })
    .refine((list) => list.some((item) => item.language === "en"), { error: "must include English (en), the source language" }),
});
export type PageFields = z.infer<typeof pageFields>;
export type PageFieldsInput = z.input<typeof pageFields>;

const version = z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(1);

/** PUT /admin/page/{id}: the whole page again, with the version the editor's copy was based on. */
export const pageUpdateBody = pageFields.extend({ baseVersion: version });
export type PageUpdateBody = z.input<typeof pageUpdateBody>;

/** POST /admin/page/{id}/revision/{revisionId}/restore */
export const pageRestoreBody = z.strictObject({ baseVersion: version });

/** POST /admin/page/{id}/schedule: publish the draft at this time (Unix seconds, UTC; the editor's time zone is the
 * editor's business), which must be in the future. */
export const pageScheduleBody = z.strictObject({
  publishAt: z
    .number({ error: "must be a time in Unix seconds" })
    .int({ error: "must be a time in Unix seconds" })
    .min(0)
    .max(2 ** 31 - 1),
});
export type PageScheduleBody = z.input<typeof pageScheduleBody>;

const userRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A page as the editor sees it: all languages, publication state and the version to send back with the next save. */
export const authoredPage = pageFields.extend({
  id: z.number().int(),
  /** Grows by one with every save, publish, unpublish and restore. */
  version: z.number().int(),
  /** Published (visible to GET /page and POST /page/{id}); false for a draft. */
  isActive: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  updatedBy: userRef,
  /** When a scheduled draft goes live (Unix seconds, UTC); null when none is scheduled. */
  publishAt: z.number().int().nullable(),
  /** When the page was archived (Unix seconds); null unless archived. Archived pages are out of lists, the sitemap
   * and feeds, and their address answers 410 (page-desk.ts). */
  archivedAt: z.number().int().nullable(),
  /** Slugs this page had while published; reading one answers the current slug (GET /page-redirect/{slug}). */
  previousSlugs: z.array(z.string()),
  /**
   * Each language the page has, English first (a language not listed is missing): `outOfDate` when the English texts
   * (title, description, content, seoTitle, seoDescription, seoKeywords) were saved changed after this language's
   * texts last changed. Never true for English. Defaults to [] so answers and fixtures from before it still parse.
   */
  translationStatus: z.array(z.object({ language: apiLocale, outOfDate: z.boolean() })).default([]),
});
export type AuthoredPage = z.infer<typeof authoredPage>;

/** The 409 of a stale save: nothing was stored; this is who saved the version the editor has not seen, and when. */
export const pageConflict = z.object({
  message: z.string(),
  version: z.number().int(),
  changedBy: userRef,
  changedAt: z.number().int(),
});
export type PageConflict = z.infer<typeof pageConflict>;

/** "autosave": a checkpoint of an editor's autosaved fields (at most one per five minutes), keeping the version the copy was
 * based on; the others made the version they carry. */
export const pageRevisionActions = [
  "create",
  "save",
  "schedule",
  "publish",
  "unpublish",
  "restore",
  "autosave",
  "archive",
  "unarchive",
] as const;

/** One stored version of a page: who made it, when, how, and every field as it was then. */
export const pageRevision = z.object({
  id: z.number().int(),
  version: z.number().int(),
  action: z.enum(pageRevisionActions),
  author: userRef,
  createdAt: z.number().int(),
  isActive: z.boolean(),
  fields: pageFields,
});
export type PageRevision = z.infer<typeof pageRevision>;
export const pageRevisionList = z.array(pageRevision);

export const pageRevisionParams = z.object({ id: queryInt(1, 2147483647), revisionId: queryInt(1, 2147483647) });

/**
 * Where a published page's former slug now lives (the site answers 301 to it): the answer of GET
 * /page-redirect/{slug}, and `movedTo` in the 404 body of POST /page/{formerSlug}.
 */
export const pageRedirect = z.object({ id: z.number().int(), type: pageType, slug: z.string() });
export const pageRedirectParams = z.object({ slug: z.string().min(1).max(200) });
