// Storing what an editor wrote: each change is one transaction that locks the page row, checks the version the
// editor's copy was based on, writes the page and its languages, bumps the version and keeps the revision.
import type { AuthoredPage, PageFields, PageRevision } from "@storyfront/schemas";
import type { Database, Queryable } from "../db/database";
import { HttpError, notFound } from "../http/errors";
import { queuePageRevalidation } from "../revalidation/queue-revalidation";
import { loadAuthoredPage, pageFieldsOf, userName, userRef } from "./authored-page";
import { isoTime, writeAudit } from "./page-audit";
import { clearAutosave } from "./page-autosave";
import { outdatedLanguages, writeTranslations } from "./page-translations";

type Action = PageRevision["action"];
type Current = {
  version: number;
  is_active: boolean;
  archived_at: number | null;
  slug: string;
  publish_at: number | null;
  updated_at: number;
  updated_by: number | null;
  name: string | null;
  /** As stored before this change: a published page's refresh covers the lists of the categories it leaves. */
  category_ids: number[];
};

/** Locks the page for this transaction; a stale `baseVersion` is a 409 naming the version, who made it and when. */
export async function lockPage(tx: Queryable, id: number, baseVersion?: number): Promise<Current> {
  const [current] = await tx.query<Current>(
    `select p.version, p.is_active, p.archived_at, p.slug, p.publish_at, p.updated_at, p.updated_by, p.category_ids,
       ${userName("u")} as name
     from page p left join app_user u on u.id = p.updated_by where p.id = $1 for update of p`,
    [id],
  );
  if (!current) throw notFound(`Page ${id} not found`);
  if (baseVersion !== undefined && baseVersion !== current.version) {
    throw new HttpError(
      409,
      `Page ${id} was changed since version ${baseVersion}; nothing was saved`,
      {},
      {
        version: current.version,
        changedBy: userRef(current.updated_by, current.name),
        changedAt: current.updated_at,
      },
    );
  }
  return current;
}

const pageValues = (fields: PageFields) => [
  fields.type,
  fields.slug,
  fields.order,
  fields.image === null ? null : JSON.stringify(fields.image),
  fields.imageSquare,
  fields.author,
  fields.authorSubtitle,
  fields.authorImage,
  fields.storyCover,
  fields.icon,
  fields.categoryIds,
  fields.tagIds,
  fields.translations.map((translation) => translation.language).sort(),
];
const pageColumns = `type, slug, "order", image, image_square, author, author_subtitle, author_image, story_cover, icon, category_ids,
  tag_ids, languages`;

/**
 * Keeps the page's current state (fields as stored, publication, author, time) as the revision of its version, and
 * writes the audit line. `audit.userId` differs from the revision's author only for the API's own scheduled publish.
 * Answers the page as this change left it.
 */
export async function recordChange(
  tx: Queryable,
  id: number,
  action: Exclude<Action, "autosave">,
  userId: number | null,
  now: number,
  audit: { userId?: number | null; detail?: string } = {},
): Promise<AuthoredPage> {
  const page = await loadAuthoredPage(tx, id);
  // The revision and its audit line in one statement (writeAudit's row, written here to spare a round trip).
  await tx.query(
    `with revision as (
       insert into page_revision (page_id, version, action, author_id, created_at, is_active, fields)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning page_id, version
     )
     insert into page_audit (page_id, action, user_id, at, version, detail) select page_id, $3, $8, $5, version, $9 from revision`,
    [
      id,
      page.version,
      action,
      userId,
      now,
      page.isActive,
      JSON.stringify(pageFieldsOf(page)),
      audit.userId === undefined ? userId : audit.userId,
      audit.detail ?? "",
    ],
  );
  return page;
}

/** 409 for what an archived page cannot do until it is restored. */
export function assertNotArchived(id: number, current: Current, what: string) {
  if (current.archived_at !== null) throw new HttpError(409, `Page ${id} is archived; unarchive it before you ${what} it`);
}

/** A new draft (not published) at version 1. */
export async function createPage(tx: Queryable, fields: PageFields, userId: number, now: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into page (${pageColumns}, is_active, created_at, updated_at, version, updated_by, source_version)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, false, $14, $14, 1, $15, 1) returning id`,
    [...pageValues(fields), now, userId],
  );
  if (!row) throw new Error("page insert returned no row");
  // Every language is stamped with source version 1, so none is out of date.
  await writeTranslations(tx, row.id, fields, 1);
  await recordChange(tx, row.id, "create", userId, now);
  return row.id;
}

/**
 * Replaces the page's fields (the version was checked by lockPage). A published page's old slug is kept for the
 * 301; taking back one of its own former slugs removes it from the history. The editor's autosave is done with.
 * A published page's save queues its refresh on the site (with its old slug and categories), in this
 * transaction. Answers the page as saved.
 */
export async function writePage(
  tx: Queryable,
  id: number,
  current: Current,
  fields: PageFields,
  action: "save" | "restore",
  userId: number,
  now: number,
  detail = "",
): Promise<AuthoredPage> {
  if (current.slug !== fields.slug) {
    await tx.query("delete from page_slug_history where slug = $1 and page_id = $2", [fields.slug, id]);
    if (current.is_active) {
      await tx.query("insert into page_slug_history (slug, page_id, created_at) values ($1, $2, $3)", [current.slug, id, now]);
    }
  }
  const sourceVersion = await writeTranslations(tx, id, fields, current.version + 1);
  await tx.query(
    `update page set (${pageColumns}) = ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13),
     version = version + 1, updated_at = $14, updated_by = $15, source_version = $17,
     outdated_languages = ${outdatedLanguages("$16", "$17")} where id = $16`,
    [...pageValues(fields), now, userId, id, sourceVersion],
  );
  if (current.is_active) await queuePageRevalidation(tx, id, { slug: current.slug, categoryIds: current.category_ids });
  const page = await recordChange(tx, id, action, userId, now, { detail });
  if (current.slug !== fields.slug) await writeAudit(tx, id, "slug-change", userId, now, `slug "${current.slug}" → "${fields.slug}"`);
  await clearAutosave(tx, id, userId);
  return page;
}

/**
 * Publishes or unpublishes, and either way drops a schedule; no change (and no revision) when the page already is in
 * that state unscheduled. The first publication dates the page (its `timestamp` in the reading calls), so a draft
 * written last month shows as new. An editor's publish ends their autosave; the API's own (`bySchedule`, in the name
 * of whoever scheduled it) is audited as made by no one. An archived page is never published (409). A
 * change of state queues the page's refresh on the site, in this transaction.
 */
export async function setPublished(tx: Queryable, id: number, published: boolean, userId: number | null, now: number, bySchedule = false) {
  const current = await lockPage(tx, id);
  if (published) assertNotArchived(id, current, "publish");
  if (current.is_active === published && current.publish_at === null) return;
  const firstPublication =
    published &&
    !current.is_active &&
    (await tx.query("select 1 from page_revision where page_id = $1 and action = 'publish'", [id])).length === 0;
  await tx.query(
    "update page set is_active = $2, publish_at = null, version = version + 1, updated_at = $3, updated_by = $4" +
      (firstPublication ? ", created_at = $3" : "") +
      " where id = $1",
    [id, published, now, userId],
  );
  const action = published ? "publish" : "unpublish";
  if (bySchedule) await recordChange(tx, id, action, userId, now, { userId: null, detail: "published on schedule" });
  else await recordChange(tx, id, action, userId, now);
  if (published && !bySchedule && userId !== null) await clearAutosave(tx, id, userId);
  if (current.is_active !== published) await queuePageRevalidation(tx, id);
}

/** Schedules a draft's publication at `publishAt` (checked by the caller to be in the future); 409 when it is live. */
export async function schedulePage(tx: Queryable, id: number, publishAt: number, userId: number, now: number) {
  const current = await lockPage(tx, id);
  assertNotArchived(id, current, "schedule");
  if (current.is_active) throw new HttpError(409, `Page ${id} is already published; unpublish it first to schedule it`);
  await tx.query("update page set publish_at = $2, version = version + 1, updated_at = $3, updated_by = $4 where id = $1", [
    id,
    publishAt,
    now,
    userId,
  ]);
  await recordChange(tx, id, "schedule", userId, now, { detail: `scheduled for ${isoTime(publishAt)}` });
}

/**
 * The due-check: publishes every draft whose time has come, in the name of whoever scheduled it. Several API
 * processes may run it at once: skip locked gives each due page to one of them. Answers the ids published.
 */
export async function publishDuePages(db: Database, now: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number; updated_by: number | null }>(
      "select id, updated_by from page where publish_at <= $1 and not is_active and archived_at is null " +
        "order by publish_at, id for update skip locked",
      [now],
    );
    for (const page of due) await setPublished(tx, page.id, true, page.updated_by, now, true);
    return due.map((page) => page.id);
  });
}
