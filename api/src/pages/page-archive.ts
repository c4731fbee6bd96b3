// Archiving a page: it leaves every reading list (the public lists, category counts, the sitemap and feeds built from
// them, search) and its address answers 410, but it stays in the editor's list and keeps its slug, history and
// revisions. Archiving unpublishes and drops a schedule; unarchiving brings the page back as a draft.
import type { Queryable } from "../db/database";
import { queuePageRevalidation } from "../revalidation/queue-revalidation";
import { lockPage, recordChange } from "./page-writes";

/**
 * Archives the page (a no-op when it already is), as one change: version, revision and audit line, and the site's
 * refresh when it was published.
 */
export async function archivePage(tx: Queryable, id: number, userId: number, now: number) {
  const current = await lockPage(tx, id);
  if (current.archived_at !== null) return;
  await tx.query(
    "update page set archived_at = $2, is_active = false, publish_at = null, version = version + 1, updated_at = $2, updated_by = $3 " +
      "where id = $1",
    [id, now, userId],
  );
  const was = current.is_active ? "was published" : current.publish_at !== null ? "was scheduled" : "was a draft";
  // A published page leaves its lists, the sitemap and feeds at once, and its address answers 410.
  if (current.is_active) await queuePageRevalidation(tx, id);
  await recordChange(tx, id, "archive", userId, now, { detail: was });
}

/** Restores an archived page as a draft (a no-op when it is not archived). */
export async function unarchivePage(tx: Queryable, id: number, userId: number, now: number) {
  const current = await lockPage(tx, id);
  if (current.archived_at === null) return;
  await tx.query("update page set archived_at = null, version = version + 1, updated_at = $2, updated_by = $3 where id = $1", [
    id,
    now,
    userId,
  ]);
  await recordChange(tx, id, "unarchive", userId, now);
}
