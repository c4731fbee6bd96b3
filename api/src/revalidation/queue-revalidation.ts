// Queueing what the site must refresh, in the transaction of the change that makes it necessary: the row commits with
// the change or not at all, so a publication can never be visible in the API and forgotten by the site. Every writer
// of visible content calls it (pages here; archive, categories, tariffs and the landing configuration too).
import type { PageTypeValue, RevalidatedPageInput, RevalidationRequestInput } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** What changed: pages with their type and categories, categories by slug, the tariffs, the landing configuration. */
export type RevalidationTarget = {
  pages?: RevalidatedPageInput[];
  categories?: string[];
  tariffs?: true;
  landingConfig?: true;
};

/** The body of the site's POST /api/revalidate for a target (schemas/src/revalidation). */
export function revalidationBody(target: RevalidationTarget): RevalidationRequestInput {
  return {
    ...(target.pages?.length ? { pages: target.pages } : {}),
    ...(target.categories?.length ? { categories: target.categories } : {}),
    ...(target.tariffs ? { tariffs: true } : {}),
    ...(target.landingConfig ? { landingConfig: true } : {}),
  };
}

/** Inserts the outbox row, due at once; the revalidation worker of some API process sends it (src/revalidation/). */
export async function queueRevalidation(tx: Queryable, target: RevalidationTarget, now: number = Date.now()): Promise<void> {
  const body = revalidationBody(target);
  if (Object.keys(body).length === 0) return;
  await tx.query("insert into revalidation_outbox (target, created_at, next_attempt_at) values ($1::jsonb, $2::float8, $2::float8)", [
    JSON.stringify(body),
    now,
  ]);
}

/**
 * A page as the site must refresh it, read inside the change's transaction after the change: its slug, type and the
 * slugs of its categories, plus the categories it had before (a save may move it out of one) and every slug it had
 * while published (a rename leaves its old addresses to answer 301; an unpublication ends those 301s).
 */
export async function revalidatedPageOf(
  tx: Queryable,
  id: number,
  before: { slug?: string; categoryIds?: number[] } = {},
): Promise<RevalidatedPageInput | undefined> {
  const [page] = await tx.query<{ slug: string; type: PageTypeValue; category_ids: number[] }>(
    "select slug, type, category_ids from page where id = $1",
    [id],
  );
  if (!page) return undefined;
  const categoryIds = [...new Set([...page.category_ids, ...(before.categoryIds ?? [])])];
  const categories =
    categoryIds.length === 0
      ? []
      : await tx.query<{ slug: string }>("select slug from category where id = any($1::int[]) order by slug", [categoryIds]);
  const history = await tx.query<{ slug: string }>("select slug from page_slug_history where page_id = $1 order by slug", [id]);
  const formerSlugs = new Set(history.map((row) => row.slug));
  if (before.slug !== undefined && before.slug !== page.slug) formerSlugs.add(before.slug);
  return {
    slug: page.slug,
    type: page.type,
    categorySlugs: [...new Set(categories.map((category) => category.slug))],
    formerSlugs: [...formerSlugs].slice(0, 100),
  };
}

/** Queues the refresh of one page (see revalidatedPageOf). */
export async function queuePageRevalidation(tx: Queryable, id: number, before: { slug?: string; categoryIds?: number[] } = {}) {
  const page = await revalidatedPageOf(tx, id, before);
  if (page) await queueRevalidation(tx, { pages: [page] });
}
