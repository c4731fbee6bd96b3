// Whether a listing (the blog, a blog category, the web stories, the press releases) has anything in it in a
// language, from what the API answers (cached like the lists themselves, refreshed when a page is published).
// A listing with nothing in it keeps answering 200 with its "no articles yet" text, but is never announced:
// not in the sitemap, hreflang or the language switch, not linked from the tabs and menus, and its page says
// noindex (docs/findability.md, the choice stated in README.md).
import { listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { listingTypes } from "./listing-routes";

/** Whether a listing shows at least one page in a locale. */
export type ListingFilled = (locale: Locale) => Promise<boolean>;

/** Whether the fixed listing at `routePath` has something in a locale (always true for another route). */
export const fixedListingFilled =
  (domain: DomainInfo, routePath: string): ListingFilled =>
  async (locale) => {
    const type = listingTypes[routePath];
    if (type === undefined) return true;
    const { items } = await listPages(serverApi(domain, locale), { type, page: 1, "per-page": 1 });
    return items.length > 0;
  };

/** The domain's locales in which a listing has something to show. */
export async function filledLocales(domain: Pick<DomainInfo, "availableLocales">, filled: ListingFilled): Promise<Locale[]> {
  const answers = await Promise.all(domain.availableLocales.map((locale) => filled(locale)));
  return domain.availableLocales.filter((_, index) => answers[index]);
}

/**
 * What a listing's metadata needs: the locales it is announced in (hreflang, the language switch) and whether this
 * locale's page is indexable. An empty page still names itself, so its canonical stays its own URL. When the API
 * cannot say, nothing is decided here (the page's own data step answers the API's failure).
 */
export async function listingAnnouncement(
  domain: Pick<DomainInfo, "availableLocales">,
  locale: Locale,
  filled: ListingFilled,
): Promise<{ languages?: Locale[]; indexable?: boolean }> {
  try {
    const languages = await filledLocales(domain, filled);
    const indexable = languages.includes(locale);
    return { languages: indexable ? languages : [...languages, locale], indexable };
  } catch (error) {
    console.error("Listing contents unknown", error instanceof Error ? error.message : error);
    return {};
  }
}
