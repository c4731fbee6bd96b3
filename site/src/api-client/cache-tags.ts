// Cache tags of API data. The revalidation route expires them after publishing (spec: refresh a page,
// a category or the tariffs at once).

export const cacheTags = {
  /** Every page list and page (blog, press releases, stories, landing pages). */
  pages: "api:pages",
  /** Lists of pages (blog list, categories, search, recommendations): refreshed when any page is published. */
  pageLists: "api:page-lists",
  page: (idOrSlug: string | number) => `api:page:${idOrSlug}`,
  categories: "api:categories",
  category: (idOrSlug: string | number) => `api:category:${idOrSlug}`,
  tariffs: "api:tariffs",
  landingConfig: "api:lp-config",
  projectStyles: (project: string | number) => `api:project-styles:${project}`,
} as const;

/** Seconds a cached answer stays fresh before Next refreshes it in the background. */
export const revalidateSeconds = {
  pages: 300,
  categories: 600,
  tariffs: 600,
  landingConfig: 600,
  projectStyles: 600,
} as const;
