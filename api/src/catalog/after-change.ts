// Where a catalogue change tells the site to refresh. Each is called inside the change's own transaction, after the
// write, so the refresh is queued in the revalidation outbox (src/revalidation/) exactly when the change commits.
import type { Queryable } from "../db/database";
import { queueRevalidation } from "../revalidation/queue-revalidation";

/** A category as the site addresses it: /blog/category-{slug} for blog categories, menus for every type. */
export type ChangedCategory = { type: number; slug: string };

/**
 * A category was created, saved (renamed, retitled, new slug: both the old and the new slug are listed), reordered or
 * deleted. The site refreshes the category pages of these slugs, the blog list, and the menus that list categories.
 */
export async function afterCategoryChange(tx: Queryable, categories: ChangedCategory[]): Promise<void> {
  await queueRevalidation(tx, { categories: [...new Set(categories.map((category) => category.slug))] });
}

/** A displayed tariff was created, saved, deleted, reordered or (un)featured: /pricing (and /prices) in every language. */
export async function afterTariffChange(tx: Queryable): Promise<void> {
  await queueRevalidation(tx, { tariffs: true });
}

/** The landing config (intro bar) changed: every page that shows the intro bar (the landing layouts). */
export async function afterLandingConfigChange(tx: Queryable): Promise<void> {
  await queueRevalidation(tx, { landingConfig: true });
}
