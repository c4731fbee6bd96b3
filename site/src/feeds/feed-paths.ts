// Where the feeds live (below the locale prefix): RSS 2.0 and Atom for the blog and for press releases.

export type FeedSection = "blog" | "press";
export type FeedFormat = "rss" | "atom";

export const feedSections: Record<FeedSection, string> = { blog: "/blog", press: "/press-releases" };
export const feedFormats: readonly FeedFormat[] = ["rss", "atom"];

/** /blog/rss.xml, /blog/atom.xml (or the press releases'). */
export const feedPath = (section: FeedSection, format: FeedFormat) => `${feedSections[section]}/${format}.xml`;
export const feedPaths = (section: FeedSection) => feedFormats.map((format) => feedPath(section, format));

/** The section and format of a visible route (no locale prefix), or undefined when it is no feed. */
export function feedOf(route: string): { section: FeedSection; format: FeedFormat } | undefined {
  const match = /^\/(blog|press-releases)\/(rss|atom)\.xml$/.exec(route);
  if (!match) return undefined;
  return { section: match[1] === "blog" ? "blog" : "press", format: match[2] as FeedFormat };
}

/** The internal path the proxy rewrites a feed's visible path to (app/feeds/[locale]/[section]/[file]). */
export const feedHandlerPath = (locale: string, section: FeedSection, format: FeedFormat) => `/feeds/${locale}/${section}/${format}.xml`;
