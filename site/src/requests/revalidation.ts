import { timingSafeEqual } from "node:crypto";
import {
  localeRegistry,
  PageType,
  revalidationRequest,
  routeFamily,
  type RevalidatedPage,
  type RevalidationRequest,
  type SiteVariant,
} from "@storyfront/schemas";
import { cacheTags } from "@/api-client/cache-tags";
import { blogPaths, pressReleasesPath } from "@/page-data/blog-route";
import { feedPaths } from "@/feeds/feed-paths";

// The body is the shared contract the API's revalidation outbox sends (schemas/src/revalidation).
export { revalidationRequest, type RevalidationRequest };

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const pagesOf = (request: RevalidationRequest): RevalidatedPage[] => (Array.isArray(request.pages) ? request.pages : []);

/**
 * The cache tags a revalidation request expires. Every page and route handler caches the API answers it read under
 * these tags, so expiring them refreshes exactly the pages that show the change: the page itself (by slug, and by
 * its former slugs, whose cached copy must give way to the 301), every list of pages (blog, categories, the home's
 * latest article and menus, the sitemap, the feeds), its categories' lists.
 */
export function revalidationTags(request: RevalidationRequest): string[] {
  const tags = new Set<string>();
  for (const page of list(request.page)) tags.add(cacheTags.page(page)).add(cacheTags.pageLists);
  for (const page of pagesOf(request)) {
    tags.add(cacheTags.page(page.slug));
    for (const former of page.formerSlugs) tags.add(cacheTags.page(former));
    tags.add(cacheTags.pageLists);
    for (const category of page.categorySlugs) tags.add(cacheTags.category(category));
  }
  for (const category of [...list(request.category), ...(request.categories ?? [])]) {
    tags.add(cacheTags.category(category)).add(cacheTags.categories);
  }
  if (request.tariffs) tags.add(cacheTags.tariffs);
  if (request.landingConfig) tags.add(cacheTags.landingConfig);
  if (request.pages === true) tags.add(cacheTags.pages).add(cacheTags.pageLists);
  return [...tags];
}

/** Routes (below the locale prefix) that show a page of this type: its own address and the lists and feeds with it. */
function pageRoutes(page: RevalidatedPage): { pattern: string; routes: string[] }[] {
  const slugs = [page.slug, ...page.formerSlugs];
  switch (page.type) {
    case PageType.blog:
    case PageType.webStory:
      return [
        { pattern: "/blog/[page]", routes: [...slugs.map(blogPaths.article), ...page.categorySlugs.map(blogPaths.category)] },
        { pattern: "/blog", routes: [blogPaths.list, ...feedPaths("blog")] },
        ...(page.type === PageType.webStory ? [{ pattern: "/blog/stories", routes: [blogPaths.stories] }] : []),
        // The header's latest article and the home's banner show the newest blog post.
        { pattern: "/", routes: ["/"] },
      ];
    case PageType.pressRelease:
      return [
        { pattern: "/press-releases/[page]", routes: slugs.map((slug) => `${pressReleasesPath}/${slug}`) },
        { pattern: "/press-releases", routes: [pressReleasesPath, ...feedPaths("press")] },
      ];
    case PageType.landingPage:
      return [{ pattern: "/solutions/[slug]", routes: slugs.map((slug) => `/solutions/${slug}`) }];
    default:
      return [{ pattern: "/game/[id]", routes: slugs.map((slug) => `/game/${slug}`) }];
  }
}

/**
 * The visible paths a request refreshes on each site variant: a page's address in every locale its route family has
 * on that variant (/blog/x, /fr/blog/x …; the ru site's /blog/x), its former addresses, its category pages, its lists,
 * the home, its feeds and the sitemap; /pricing for the tariffs. What a CDN in front of the site would purge; the
 * site's own cache is refreshed by the tags above, which these pages carry.
 */
export function revalidationPaths(request: RevalidationRequest): Record<SiteVariant, string[]> {
  const result = {} as Record<SiteVariant, string[]>;
  const groups = [...pagesOf(request).flatMap(pageRoutes), ...(request.tariffs ? [{ pattern: "/pricing", routes: ["/pricing"] }] : [])];
  for (const variant of localeRegistry.variants) {
    const paths = new Set<string>();
    for (const { pattern, routes } of groups) {
      const family = routeFamily(pattern);
      if (!family.variants.includes(variant)) continue;
      for (const locale of localeRegistry.localesOf(variant)) {
        if (family.locales === "source" && locale !== localeRegistry.source) continue;
        for (const route of routes) paths.add(localeRegistry.localePath(locale, route));
      }
    }
    if (pagesOf(request).length > 0) paths.add("/sitemap.xml");
    result[variant] = [...paths];
  }
  return result;
}

/** `Authorization: Bearer <secret>` compared in constant time; never true without a configured secret. */
export function isAuthorizedRevalidation(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  const match = /^Bearer (.+)$/.exec(authorization.trim());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
