// The body of the site's POST /api/revalidate: what changed, named so the site can refresh exactly the pages that
// show it. The API's revalidation outbox (api/src/revalidation/) sends it after every publication; operators may
// send it by hand. The site turns it into cache tags and paths (site/src/requests/revalidation.ts).
import { z } from "zod";
import { pageType } from "../api/page";

const name = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);
const names = z.union([name, z.array(name).max(100)]);

/** A page that was published, unpublished, renamed or saved while live: its slug, type and categories. */
export const revalidatedPage = z.strictObject({
  slug: name,
  type: pageType,
  /** Its categories' slugs (before and after a save that changed them): their lists show it. */
  categorySlugs: z.array(name).max(100).default([]),
  /** Slugs it answered at before a rename: their cached copies must give way to the 301. */
  formerSlugs: z.array(name).max(100).default([]),
});
export type RevalidatedPage = z.infer<typeof revalidatedPage>;
export type RevalidatedPageInput = z.input<typeof revalidatedPage>;

/**
 * At least one target: pages by slug (`page`, with the lists that show them), pages with their type and categories
 * (`pages: [...]`, refreshed on every path that shows them: the article in every locale, its lists, the home's
 * latest article, the sitemap, the feeds), categories, the tariffs, the landing configuration, or every page
 * (`pages: true`).
 */
export const revalidationRequest = z
  .strictObject({
    page: names.optional(),
    category: names.optional(),
    categories: z.array(name).max(100).optional(),
    tariffs: z.boolean().optional(),
    landingConfig: z.boolean().optional(),
    pages: z.union([z.boolean(), z.array(revalidatedPage).max(100)]).optional(),
  })
  .refine(
    (body) =>
      body.page !== undefined ||
      body.category !== undefined ||
      (body.categories?.length ?? 0) > 0 ||
      body.tariffs === true ||
      body.landingConfig === true ||
      body.pages === true ||
      (Array.isArray(body.pages) && body.pages.length > 0),
    { message: "name at least one of page, pages, category, categories, tariffs, landingConfig" },
  );
export type RevalidationRequest = z.infer<typeof revalidationRequest>;
export type RevalidationRequestInput = z.input<typeof revalidationRequest>;
