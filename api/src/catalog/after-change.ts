// Where a catalogue change tells the site to refresh. Each is called inside the change's own transaction, after the
// write, so a refresh is queued exactly when the change commits. Empty on purpose until the revalidation outbox
// (src/revalidation/) lands: plug its enqueue in here, nowhere else.
import type { Queryable } from "../db/database";

/** A category as the site addresses it: /blog/category-{slug} for blog categories, menus for every type. */
export type ChangedCategory = { type: number; slug: string };

/**
 * A category was created, saved (renamed, retitled, new slug: both the old and the new slug are listed), reordered or
 * deleted. Pages to refresh: the category pages of these slugs, the blog list, and every page whose header menus list
 * categories (blog categories in the Resources menu, landing categories in the solutions menus).
 */
export async function afterCategoryChange(_tx: Queryable, _categories: ChangedCategory[]): Promise<void> {
  // Revalidation outbox: enqueue the category pages and the category list tag here.
}

/** A displayed tariff was created, saved, deleted, reordered or (un)featured: refresh /pricing (and /prices) in every language. */
export async function afterTariffChange(_tx: Queryable): Promise<void> {
  // Revalidation outbox: enqueue the pricing pages and the tariff tag here.
}

/** The landing config (intro bar) changed: refresh every page that shows the intro bar (the landing layouts). */
export async function afterLandingConfigChange(_tx: Queryable): Promise<void> {
  // Revalidation outbox: enqueue the landing-config tag here.
}
