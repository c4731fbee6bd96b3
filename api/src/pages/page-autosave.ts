// Autosave: an editor's unsaved fields of a page, sent every few seconds while they type. Kept per page and editor,
// apart from the page (visitors never see it, the version does not move). Every five minutes of autosaving leaves a
// checkpoint revision (action "autosave") so the history shows the work in progress; the editor's own save, publish or
// restore clears it. Storing is one statement, so it stays cheap at typing pace.
import type { PageAutosave, PageFields } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { notFound } from "../http/errors";

/** The shortest time between two checkpoint revisions of one editor's autosaves of a page. */
export const autosaveCheckpointSeconds = 300;

/**
 * Stores the editor's fields over their previous autosave of the page. The first autosave of a run (none stored)
 * starts the five-minute clock; an autosave once it has run out becomes a checkpoint revision at `baseVersion` and
 * restarts it. 404 when the page does not exist. Answers whether a checkpoint was made.
 */
export async function storeAutosave(
  db: Queryable,
  pageId: number,
  userId: number,
  baseVersion: number,
  fields: PageFields,
  now: number,
): Promise<{ checkpoint: boolean }> {
  // Data-modifying CTEs see the rows as they were before the statement: `previous` is the stored autosave, if any.
  const [result] = await db.query<{ saved: number; checkpoints: number }>(
    `with previous as (select checkpoint_at from page_autosave where page_id = $1 and user_id = $2),
     saved as (
       insert into page_autosave (page_id, user_id, base_version, fields, saved_at, checkpoint_at)
       select id, $2, $3, $4::jsonb, $5, $5 from page where id = $1
       on conflict (page_id, user_id) do update set base_version = excluded.base_version, fields = excluded.fields,
         saved_at = excluded.saved_at,
         checkpoint_at = case when page_autosave.checkpoint_at > excluded.saved_at - $6 then page_autosave.checkpoint_at
           else excluded.saved_at end
       returning page_id, checkpoint_at
     ),
     checkpoint as (
       insert into page_revision (page_id, version, action, author_id, created_at, is_active, fields)
       select s.page_id, $3, 'autosave', $2, $5, p.is_active, $4::jsonb from saved s join page p on p.id = s.page_id
       where exists (select 1 from previous) and s.checkpoint_at <> (select checkpoint_at from previous)
       returning id
     )
     select (select count(*) from saved)::int as saved, (select count(*) from checkpoint)::int as checkpoints`,
    [pageId, userId, baseVersion, JSON.stringify(fields), now, autosaveCheckpointSeconds],
  );
  if (!result?.saved) throw notFound(`Page ${pageId} not found`);
  return { checkpoint: result.checkpoints > 0 };
}

/** The editor's autosaved copy of the page; 404 when there is none. */
export async function readAutosave(db: Queryable, pageId: number, userId: number): Promise<PageAutosave> {
  const [row] = await db.query<{ base_version: number; saved_at: number; fields: PageFields }>(
    "select base_version, saved_at, fields from page_autosave where page_id = $1 and user_id = $2",
    [pageId, userId],
  );
  if (!row) throw notFound(`No autosaved copy of page ${pageId}`);
  return { baseVersion: row.base_version, savedAt: row.saved_at, fields: row.fields };
}

/** The editor's save, publish or restore: their autosaved copy is done with. */
export async function clearAutosave(tx: Queryable, pageId: number, userId: number) {
  await tx.query("delete from page_autosave where page_id = $1 and user_id = $2", [pageId, userId]);
}
