// The audit trail of a page (administrators read it): one row per authoring action, written by the same transaction
// as the change, so a change is never stored without its line nor a line without its change.
import type { PageAuditEntry } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { userName, userRef } from "./authored-page";

/** Who acted: an editor's id, or null for the API itself (the schedule publisher). */
export async function writeAudit(
  tx: Queryable,
  pageId: number,
  action: PageAuditEntry["action"],
  userId: number | null,
  now: number,
  detail = "",
) {
  // The version the action made: the page row as this transaction left it.
  await tx.query(
    "insert into page_audit (page_id, action, user_id, at, version, detail) select id, $2, $3, $4, version, $5 from page where id = $1",
    [pageId, action, userId, now, detail],
  );
}

type AuditRow = {
  id: number;
  action: PageAuditEntry["action"];
  user_id: number | null;
  name: string | null;
  at: number;
  version: number;
  detail: string;
};

/** The page's trail, newest first. */
export async function readAudit(db: Queryable, pageId: number): Promise<PageAuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `select a.id, a.action, a.user_id, ${userName("u")} as name, a.at, a.version, a.detail
     from page_audit a left join app_user u on u.id = a.user_id where a.page_id = $1 order by a.id desc`,
    [pageId],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    user: userRef(row.user_id, row.name),
    at: row.at,
    version: row.version,
    detail: row.detail,
  }));
}

/** `2026-12-01T09:00:00Z` */
export const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace(".000Z", "Z");
