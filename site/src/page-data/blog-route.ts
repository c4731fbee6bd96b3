// The segment after /blog/ carries three things (spec §2.1): a category ("category-{slug or id}"),
// a list page ("page-{n}", our static pagination) or an article slug.

export type BlogSegment = { kind: "category"; category: string } | { kind: "listPage"; page: number } | { kind: "article"; slug: string };

const categoryPrefix = "category-";

export function parseBlogSegment(segment: string): BlogSegment | null {
  const value = decodeURIComponent(segment);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  if (value.startsWith(categoryPrefix)) {
    const category = value.slice(categoryPrefix.length);
    return category ? { kind: "category", category } : null;
  }
  const listPage = parseListPage(value);
  if (listPage !== undefined) return listPage === null ? null : { kind: "listPage", page: listPage };
  return { kind: "article", slug: value };
}

/** "page-3" → 3; "page-1"/"page-0"/"page-x" → null (page 1 is the list's own path); other text → undefined. */
export function parseListPage(segment: string): number | null | undefined {
  const match = /^page-(.*)$/.exec(segment);
  if (!match) return undefined;
  const page = Number(match[1]);
  return Number.isInteger(page) && page > 1 && page <= 100000 && String(page) === match[1] ? page : null;
}

/** The route path of list page `page` under `basePath` (page 1 is the base path itself). */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page-${page}`;
}

/** The article slug a segment names, or null for a list page or category (press releases have articles only). */
export function articleSlugOf(segment: string): string | null {
  const parsed = parseBlogSegment(segment);
  return parsed?.kind === "article" ? parsed.slug : null;
}

export const pressReleasesPath = "/press-releases";

/** Cards on one blog list page (the proxy's page check asks with the same size, page-existence/api-page-exists.ts). */
export const blogPerPage = 9;

export const blogPaths = {
  list: "/blog",
  search: "/blog/search",
  stories: "/blog/stories",
  category: (slug: string) => `/blog/${categoryPrefix}${slug}`,
  article: (slug: string) => `/blog/${slug}`,
} as const;
