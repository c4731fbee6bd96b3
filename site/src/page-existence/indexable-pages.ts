// Every page a search engine should find on one domain: content pages from the content folder and API
// pages from the API, each with the locales it really exists in (routeLocalePaths, the same function
// that makes hreflang and the language switch) and when it last changed. Only what pageExistence calls
// a page is listed, so the sitemap never names a 404; sales-layout pages other than /sales, drafts
// (the API answers active pages only), the block gallery and error pages are never listed.
import { localesOf, type LocalizedEntry } from "@storyfront/content-model";
import { fillPattern, localeRegistry, routeTable, type PageTypeValue } from "@storyfront/schemas";
import { listBlogCategories, listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import { routeLocalePaths, type RouteLocalePaths } from "@/i18n/route-locale-paths";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { loadContent } from "@/page-data/content";
import { announcedLocales } from "@/page-data/content/announcement";
import { blogPaths } from "@/page-data/blog-route";
import { filledLocales, fixedListingFilled } from "@/page-data/listing-contents";
import { isFixedListing } from "@/page-data/listing-routes";
import { contentLastModified } from "./content-lastmod";
import { pageExistence } from "./page-existence";

export type IndexablePage = {
  routePath: string;
  /** Locale → visible path, only where the page exists. */
  paths: RouteLocalePaths;
  lastModified: Partial<Record<Locale, Date>>;
};

/** Pages whose text lives in the message catalogues (list pages): they exist in every locale they route in. */
const cataloguePages = routeTable.filter((family) => family.sitemap === "catalogue").map((family) => family.pattern);

/** API page types and the route each is shown at (families the route table lists in the sitemap from the API). */
const apiRoutes: { type: PageTypeValue; route: (slug: string) => string }[] = routeTable.flatMap((family) =>
  family.sitemap === "api" && family.slugs.from === "api"
    ? (family.slugs.types ?? []).map((type) => ({ type, route: (slug: string) => fillPattern(family.pattern, slug) }))
    : [],
);
/** API landings listed at the URL the menus link to (/solutions/{slug}), where a content solution does not win. */
const apiListedAt: { type: PageTypeValue; route: (slug: string) => string }[] = routeTable.flatMap((family) =>
  (family.apiSitemapTypes ?? []).map((type) => ({ type, route: (slug: string) => fillPattern(family.pattern, slug) })),
);
const perPage = 100;
const maxListPages = 200;

type Domain = Pick<DomainInfo, "availableLocales" | "defaultLocale" | "isRu" | "environment">;

/**
 * The paths of a route on this domain: its complete translations (announcement.ts); a page shown here only
 * as the English original is listed once, at the domain's default locale, which is where its canonical
 * points (seo/page-metadata.ts).
 */
function domainPaths(domain: Domain, routePath: string, contentLocales?: readonly Locale[]): RouteLocalePaths {
  const candidates = routeLocalePaths(routePath, announcedLocales(routePath, domain.availableLocales), contentLocales);
  const paths = Object.fromEntries(
    Object.entries(candidates).filter(([locale]) => pageExistence(domain, locale as Locale, routePath).kind === "page"),
  );
  if (Object.keys(paths).length === 0 && pageExistence(domain, domain.defaultLocale, routePath).kind === "page") {
    return { [domain.defaultLocale]: localePath(domain.defaultLocale, routePath) };
  }
  return paths;
}

function fileTimes(entry: LocalizedEntry<unknown>, locales: readonly Locale[]): Partial<Record<Locale, Date>> {
  const times: Partial<Record<Locale, Date>> = {};
  for (const locale of locales) {
    const file = entry.files[locale] ?? entry.files.en;
    const time = file ? contentLastModified(file) : undefined;
    if (time) times[locale] = time;
  }
  return times;
}

function contentPage(domain: Domain, routePath: string, entry?: LocalizedEntry<unknown>, onlyLocales?: readonly Locale[]): IndexablePage {
  const paths = domainPaths(domain, routePath, onlyLocales ?? (entry ? localesOf(entry) : undefined));
  const locales = Object.keys(paths) as Locale[];
  return { routePath, paths, lastModified: entry ? fileTimes(entry, locales) : {} };
}

/** Pages from the content folder (known at build time). */
export function contentPages(domain: Domain): IndexablePage[] {
  const content = loadContent();
  const pages: IndexablePage[] = [];
  for (const entry of content.landings.values()) pages.push(contentPage(domain, entry.source.path, entry));
  // Families listed per content entry (route table: sitemap "content"): a page per entry, or the fixed page of one.
  for (const family of routeTable) {
    const { slugs } = family;
    if (family.sitemap !== "content" || (slugs.from !== "content" && slugs.from !== "entry")) continue;
    const only = family.locales === "source" ? [localeRegistry.source] : undefined;
    const entries = content[slugs.collection] as ReadonlyMap<string, LocalizedEntry<unknown>>;
    if (slugs.from === "entry") {
      const entry = entries.get(slugs.slug);
      if (entry) pages.push(contentPage(domain, family.pattern, entry, only));
    } else for (const [slug, entry] of entries) pages.push(contentPage(domain, fillPattern(family.pattern, slug), entry, only));
  }
  const messages = (locale: Locale) => contentLastModified(`messages/${locale}.json`);
  for (const routePath of cataloguePages) {
    const paths = domainPaths(domain, routePath);
    const lastModified = Object.fromEntries(
      Object.keys(paths).flatMap((locale) => {
        const time = messages(locale as Locale);
        return time ? [[locale, time]] : [];
      }),
    );
    pages.push({ routePath, paths, lastModified });
  }
  return pages.filter((page) => Object.keys(page.paths).length > 0);
}

/** Pages and blog categories from the API, read through the cached client (refreshed by revalidation). */
export async function apiPages(domain: DomainInfo): Promise<IndexablePage[]> {
  const pages = new Map<string, IndexablePage>();
  const categoryLocales = new Map<string, Locale[]>();
  for (const locale of domain.availableLocales) {
    const api = serverApi(domain, locale);
    for (const { type, route, existing } of [
      ...apiRoutes.map((entry) => ({ ...entry, existing: false })),
      ...apiListedAt.map((entry) => ({ ...entry, existing: true })),
    ]) {
      for (let listPage = 1; listPage <= maxListPages; listPage++) {
        const { items, pagination } = await listPages(api, {
          type,
          page: listPage,
          "per-page": perPage,
          sort: "-created_at",
          expand: ["languages"],
        });
        for (const item of items) {
          const routePath = route(item.slug);
          let paths = routeLocalePaths(routePath, domain.availableLocales, item.languages ?? [item.language]);
          // A route shared with content: only where the API page is what it shows (not a content file, not a 404).
          if (existing)
            paths = Object.fromEntries(
              Object.entries(paths).filter(([pathLocale]) => pageExistence(domain, pathLocale as Locale, routePath).kind === "ask-api"),
            );
          if (Object.keys(paths).length === 0) continue;
          const page = pages.get(routePath) ?? { routePath, paths, lastModified: {} };
          page.lastModified[locale] = new Date(item.updatedAt * 1000);
          pages.set(routePath, page);
        }
        if (listPage >= pagination.pageCount) break;
      }
    }
    // Categories that have a title (the menus skip the others, spec §2.3).
    for (const category of await listBlogCategories(api))
      categoryLocales.set(category.slug, [...(categoryLocales.get(category.slug) ?? []), locale]);
  }
  // A category is listed in the locales where it has articles, as its head's hreflang names them.
  const categories = [...categoryLocales].map(([slug, locales]) => {
    const routePath = blogPaths.category(slug);
    return { routePath, paths: routeLocalePaths(routePath, domain.availableLocales, locales), lastModified: {} };
  });
  return [...pages.values(), ...categories];
}

/** The page without the locales where it is a listing with nothing in it (categories: apiPages lists only filled ones). */
async function withoutEmptyListings(domain: DomainInfo, page: IndexablePage): Promise<IndexablePage> {
  if (!isFixedListing(page.routePath)) return page;
  const filled = await filledLocales(domain, fixedListingFilled(domain, page.routePath));
  return { ...page, paths: Object.fromEntries(Object.entries(page.paths).filter(([locale]) => filled.includes(locale as Locale))) };
}

/** Content and API pages of the domain. */
export async function indexablePages(domain: DomainInfo): Promise<IndexablePage[]> {
  const pages = await Promise.all([...contentPages(domain), ...(await apiPages(domain))].map((page) => withoutEmptyListings(domain, page)));
  return pages.filter((page) => Object.keys(page.paths).length > 0);
}
