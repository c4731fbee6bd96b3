// The editor's desk (issue 39): what the Studio's newsroom needs beside saving a page (page-authoring.ts) — the
// list of pages to work on, autosave of unsaved typing, archive and restore, and the audit trail.
import { z } from "zod";
import { apiLocale, pagingQuery, queryInt } from "./common";
import { pageType } from "./page";
import { pageFields } from "./page-authoring";

/**
 * Where a page stands: a draft (never or no longer published), scheduled (a draft with a publish time), published,
 * or archived (out of lists, the sitemap and feeds; its address answers 410 until it is restored).
 */
export const pageStatuses = ["draft", "scheduled", "published", "archived"] as const;
export const pageStatus = z.enum(pageStatuses, { error: `must be one of ${pageStatuses.join(", ")}` });
export type PageStatus = z.infer<typeof pageStatus>;

const userRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * One language of a listed page: `missing` languages are not listed; `outOfDate` when the English source was saved
 * with other texts after this translation was last saved.
 */
export const deskTranslation = z.object({ language: apiLocale, title: z.string(), outOfDate: z.boolean() });

/** A row of the editor's list. */
export const deskPage = z.object({
  id: z.number().int(),
  type: pageType,
  slug: z.string(),
  /** The English title. */
  title: z.string(),
  status: pageStatus,
  version: z.number().int(),
  updatedAt: z.number().int(),
  updatedBy: userRef,
  /** Unix seconds, UTC; set when scheduled. */
  publishAt: z.number().int().nullable(),
  translations: z.array(deskTranslation),
});
export type DeskPage = z.infer<typeof deskPage>;
export const deskPageList = z.array(deskPage);

/**
 * GET /admin/page — most recently changed first. `q` finds pages whose slug or any language's title contains it
 * (any case); `type` and `status` narrow the list; `language` keeps pages missing that language or out of date in it.
 */
export const deskPageListQuery = pagingQuery.extend({
  q: z.string().max(200, { error: "must be at most 200 characters" }).optional(),
  type: queryInt(0, 10).optional(),
  status: pageStatus.optional(),
  "needs-language": apiLocale.optional(),
});
export type DeskPageListQuery = z.input<typeof deskPageListQuery>;

/**
 * PUT /admin/page/{id}/autosave: the editor's unsaved fields, every few seconds while typing. Kept per page and
 * editor, apart from the page (visitors never see it and the page's version does not move); a checkpoint of it
 * becomes a revision (action "autosave") at most every five minutes. A save, publish or restore by this editor
 * clears it. Fields are stored as typed (not checked beyond their shape): they are unfinished work.
 */
export const pageAutosaveBody = z.strictObject({
  baseVersion: z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(1),
  fields: pageFields,
});
export type PageAutosaveBody = z.input<typeof pageAutosaveBody>;

/** The caller's autosaved copy of a page (GET /admin/page/{id}/autosave; 404 when there is none). */
export const pageAutosave = z.object({
  baseVersion: z.number().int(),
  savedAt: z.number().int(),
  fields: pageFields,
});
export type PageAutosave = z.infer<typeof pageAutosave>;

export const pageAuditActions = [
  "create",
  "save",
  "schedule",
  "publish",
  "unpublish",
  "restore",
  "archive",
  "unarchive",
  "slug-change",
] as const;

/** One line of a page's audit trail: who did what and when (administrators read it). */
export const pageAuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(pageAuditActions),
  user: userRef,
  at: z.number().int(),
  /** The version the action made. */
  version: z.number().int(),
  /** A short human note, e.g. `slug "old" → "new"` or `scheduled for 2026-12-01T09:00:00Z`; empty when none. */
  detail: z.string(),
});
export const pageAuditList = z.array(pageAuditEntry);
export type PageAuditEntry = z.infer<typeof pageAuditEntry>;

/** The API's 410 answer for an archived page's address (reading calls). */
export const pageGone = z.object({ message: z.string(), archived: z.literal(true) });
