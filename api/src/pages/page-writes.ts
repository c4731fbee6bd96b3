// Storing what an editor wrote: each change is one transaction that locks the page row, checks the version the
// editor's copy was based on, writes the page and its languages, bumps the version and keeps the revision.
import type { PageFields, PageRevision } from "@storyfront/schemas";
import type { Database, Queryable } from "../db/database";
import { HttpError, notFound } from "../http/errors";
import { queuePageRevalidation } from "../revalidation/queue-revalidation";
import { loadAuthoredPage, pageFieldsOf, userName, userRef } from "./authored-page";

type Action = PageRevision["action"];
type Current = {
  version: number;
  is_active: boolean;
  slug: string;
  publish_at: number | null;
  updated_at: number;
  updated_by: number | null;
  name: string | null;
};

/** Locks the page for this transaction; a stale `baseVersion` is a 409 naming the version, who made it and when. */
export async function lockPage(tx: Queryable, id: number, baseVersion?: number): Promise<Current> {
  const [current] = await tx.query<Current>(
    `select p.version, p.is_active, p.slug, p.publish_at, p.updated_at, p.updated_by, ${userName("u")} as name
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

async function writeTranslations(tx: Queryable, id: number, fields: PageFields) {
  await tx.query("delete from page_translation where page_id = $1", [id]);
  for (const translation of fields.translations) {
    await tx.query(
      "insert into page_translation (page_id, language, title, description, content, seo_title, seo_keywords, seo_description) " +
        "values ($1, $2, $3, $4, $5, $6, $7, $8)",
      [
        id,
        translation.language,
        translation.title,
        translation.description,
        translation.content,
        translation.seoTitle,
        translation.seoKeywords,
        translation.seoDescription,
      ],
    );
  }
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

/** Keeps the page's current state (fields as stored, publication, author, time) as the revision of its version. */
async function keepRevision(tx: Queryable, id: number, action: Action, userId: number | null, now: number) {
  const page = await loadAuthoredPage(tx, id);
  await tx.query(
    "insert into page_revision (page_id, version, action, author_id, created_at, is_active, fields) " +
      "values ($1, $2, $3, $4, $5, $6, $7::jsonb)",
    [id, page.version, action, userId, now, page.isActive, JSON.stringify(pageFieldsOf(page))],
  );
}

/** A new draft (not published) at version 1. */
export async function createPage(tx: Queryable, fields: PageFields, userId: number, now: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into page (${pageColumns}, is_active, created_at, updated_at, version, updated_by)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, false, $14, $14, 1, $15) returning id`,
    [...pageValues(fields), now, userId],
  );
  if (!row) throw new Error("page insert returned no row");
  await writeTranslations(tx, row.id, fields);
  await keepRevision(tx, row.id, "create", userId, now);
  return row.id;
}

/**
 * Replaces the page's fields (the version was checked by lockPage). A published page's old slug is kept for the
 * 301; taking back one of its own former slugs removes it from the history. A published page's save queues its
 * refresh on the site (with its old slug and categories), in this transaction.
 */
export async function writePage(
  tx: Queryable,
  id: number,
  current: Current,
  fields: PageFields,
  action: Action,
  userId: number,
  now: number,
) {
  const [before] = current.is_active ? await tx.query<{ category_ids: number[] }>("select category_ids from page where id = $1", [id]) : [];
  if (current.slug !== fields.slug) {
    await tx.query("delete from page_slug_history where slug = $1 and page_id = $2", [fields.slug, id]);
    if (current.is_active) {
      await tx.query("insert into page_slug_history (slug, page_id, created_at) values ($1, $2, $3)", [current.slug, id, now]);
    }
  }
  await tx.query(
    `update page set (${pageColumns}) = ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13),
     version = version + 1, updated_at = $14, updated_by = $15 where id = $16`,
    [...pageValues(fields), now, userId, id],
  );
  await writeTranslations(tx, id, fields);
  await keepRevision(tx, id, action, userId, now);
  if (before) await queuePageRevalidation(tx, id, { slug: current.slug, categoryIds: before.category_ids });
}

/**
 * Publishes or unpublishes, and either way drops a schedule; no change (and no revision) when the page already is in
 * that state unscheduled. The first publication dates the page (its `timestamp` in the reading calls), so a draft
 * written last month shows as new. A change of state queues the page's refresh on the site, in this transaction (a
 * dropped schedule alone changes nothing visitors see).
 */
export async function setPublished(tx: Queryable, id: number, published: boolean, userId: number | null, now: number) {
  const current = await lockPage(tx, id);
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
  await keepRevision(tx, id, published ? "publish" : "unpublish", userId, now);
  if (current.is_active !== published) await queuePageRevalidation(tx, id);
}

/** Schedules a draft's publication at `publishAt` (checked by the caller to be in the future); 409 when it is live. */
export async function schedulePage(tx: Queryable, id: number, publishAt: number, userId: number, now: number) {
  const current = await lockPage(tx, id);
  if (current.is_active) throw new HttpError(409, `Page ${id} is already published; unpublish it first to schedule it`);
  await tx.query("update page set publish_at = $2, version = version + 1, updated_at = $3, updated_by = $4 where id = $1", [
    id,
    publishAt,
    now,
    userId,
  ]);
  await keepRevision(tx, id, "schedule", userId, now);
}

/**
 * The due-check: publishes every draft whose time has come, in the name of whoever scheduled it. Several API
 * processes may run it at once: skip locked gives each due page to one of them. Answers the ids published.
 */
export async function publishDuePages(db: Database, now: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number; updated_by: number | null }>(
      "select id, updated_by from page where publish_at <= $1 and not is_active order by publish_at, id for update skip locked",
      [now],
    );
    for (const page of due) await setPublished(tx, page.id, true, page.updated_by, now);
    return due.map((page) => page.id);
  });
}
