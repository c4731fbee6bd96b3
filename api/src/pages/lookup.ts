// Finding pages: by numeric id or slug, and by a slug a published page had before it was renamed.
import type { PageTypeValue } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** Path ids may be numeric ids or slugs. */
export function idOrSlugCondition(
  column: { id: string; slug: string },
  value: string,
  param: string,
): { sql: string; value: string | number } {
  return /^\d+$/.test(value) && Number(value) <= 2147483647
    ? { sql: `${column.id} = ${param}`, value: Number(value) }
    : { sql: `${column.slug} = ${param}`, value };
}

/** The published page that had `slug` before it was renamed (page_slug_history), or undefined. */
export async function findMovedPage(db: Queryable, slug: string) {
  const [moved] = await db.query<{ id: number; type: PageTypeValue; slug: string }>(
    "select p.id, p.type, p.slug from page_slug_history h join page p on p.id = h.page_id where h.slug = $1 and p.is_active",
    [slug],
  );
  return moved;
}

/** True when `id` (a numeric id or slug) names an archived page, or is a former slug of one. */
export async function isArchivedAddress(db: Queryable, id: string): Promise<boolean> {
  const lookup = idOrSlugCondition({ id: "p.id", slug: "p.slug" }, id, "$1");
  const rows = await db.query(
    `select 1 from page p where p.archived_at is not null and ${lookup.sql}
     union all select 1 from page_slug_history h join page p on p.id = h.page_id where p.archived_at is not null and h.slug = $2`,
    [lookup.value, id],
  );
  return rows.length > 0;
}
