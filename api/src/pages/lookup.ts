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
