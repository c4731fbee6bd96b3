// /blog/rss.xml, /blog/atom.xml, /press-releases/rss.xml, /press-releases/atom.xml and their locale-prefixed
// twins (/fr/blog/rss.xml; the ru site's /blog/rss.xml in Russian): the newest 20 published items of the section in
// the locale, with absolute URLs on the request's host. Built per request from the API client's cached list call
// (tags api:pages, api:page-lists), so a publication's revalidation refreshes the feeds with the lists.
import { PageType } from "@storyfront/schemas";
import { listPages, serverApi } from "@/api-client";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { staticCatalogues as catalogues } from "@/i18n/static-catalogues";
import { blogPaths, pressReleasesPath } from "@/page-data/blog-route";
import { notFoundAnswer } from "@/pipeline/error-page-html";
import { forbiddenText, hostDomain } from "@/requests/host-domain";
import { atomDocument, rssDocument, type Feed } from "./feed-xml";
import { feedPath, type FeedFormat, type FeedSection } from "./feed-paths";

export const feedItemCount = 20;

const contentTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

export async function feedResponse(request: Request, locale: string, section: FeedSection, format: FeedFormat): Promise<Response> {
  const domain = hostDomain(request);
  if (!domain) return forbiddenText();
  if (!domain.availableLocales.includes(locale as Locale)) return notFoundAnswer(request);
  const current = locale as Locale;
  const { items } = await listPages(serverApi(domain, current), {
    type: section === "blog" ? PageType.blog : PageType.pressRelease,
    page: 1,
    "per-page": feedItemCount,
    sort: "-created_at",
  });
  const messages = catalogues[current];
  const listRoute = section === "blog" ? blogPaths.list : pressReleasesPath;
  const absolute = (route: string) => `${domain.baseUrl}${localePath(current, route)}`;
  const feed: Feed = {
    title: `Storyfront — ${section === "blog" ? messages.Blog.title : messages.PressReleases.title}`,
    description: section === "blog" ? messages.Blog.subtitle : messages.PressReleases.subtitle,
    link: absolute(listRoute),
    self: absolute(feedPath(section, format)),
    language: current,
    items: items.map((page) => ({
      title: page.title,
      url: absolute(section === "blog" ? blogPaths.article(page.slug) : `${pressReleasesPath}/${page.slug}`),
      description: page.description,
      author: page.author,
      published: page.timestamp,
      updated: Math.max(page.timestamp, page.updatedAt),
    })),
  };
  return new Response(format === "rss" ? rssDocument(feed) : atomDocument(feed), {
    headers: { "Content-Type": contentTypes[format], "Cache-Control": "public, max-age=300" },
  });
}
