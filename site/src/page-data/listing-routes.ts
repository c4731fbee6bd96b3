// Which routes are listings of API pages (no API call here: layouts and structured data ask it too).
import { PageType, type PageTypeValue } from "@storyfront/schemas";
import { blogPaths, pressReleasesPath } from "./blog-route";

/** The page type each fixed listing shows (blog categories: blog-category-contents.ts). */
export const listingTypes: Record<string, PageTypeValue> = {
  [blogPaths.list]: PageType.blog,
  [blogPaths.stories]: PageType.webStory,
  [pressReleasesPath]: PageType.pressRelease,
};

/** The fixed listings: pages whose route is always there, whatever the API holds. */
export const isFixedListing = (routePath: string) => routePath in listingTypes;

/** A route path that lists API pages and may have none in a language. */
export const isListing = (routePath: string) => isFixedListing(routePath) || /^\/blog\/category-[^/]+$/.test(routePath);
