// Which locales a content page is announced in (hreflang, the sitemap, the language switch) and whether the
// ru variant serves it: decided by pageCompleteness (@storyfront/content-model), once per content index. A
// page rendered in a translated locale is announced there only when everything it shows exists in that
// locale — its own file, the library entries and card texts it reads, the message catalogue, its SEO fields.
import { pageCompleteness, type ContentIndex, type PageCompleteness } from "@storyfront/content-model";
import { localeRegistry, type Locale } from "@storyfront/schemas";
import { contentFiles, loadContent } from "./load-content";

export interface Announcement {
  /** Whether the route (without locale prefix) is announced in the locale. */
  announced(route: string, locale: Locale): boolean;
  /** What keeps the route from being announced in the locale (empty when it is, or is no content page). */
  missing(route: string, locale: Locale): PageCompleteness["missing"];
}

/**
 * The announcement rule over pageCompleteness's pages: the source language always has its pages; a route the
 * content renders in translated locales is announced only in those where it is complete; a route the content
 * does not render in any translated locale (API pages, English-only pages) is left to its own locale rules.
 */
export function announcementOf(pages: readonly PageCompleteness[], source: Locale = localeRegistry.source): Announcement {
  const byRoute = new Map<string, Map<Locale, PageCompleteness>>();
  for (const page of pages) {
    const locales = byRoute.get(page.route) ?? new Map<Locale, PageCompleteness>();
    locales.set(page.locale, page);
    byRoute.set(page.route, locales);
  }
  const pageOf = (route: string, locale: Locale) => byRoute.get(normalized(route))?.get(locale);
  return {
    announced: (route, locale) => {
      if (locale === source) return true;
      const locales = byRoute.get(normalized(route));
      if (!locales) return true;
      return locales.get(locale)?.complete === true;
    },
    missing: (route, locale) => pageOf(route, locale)?.missing ?? [],
  };
}

const normalized = (route: string) => (route.length > 1 ? route.replace(/\/+$/, "") : route);

const cache = new WeakMap<ContentIndex, Announcement>();

/** The announcement of the loaded content, computed when the content is (re)read, not per request. */
export function contentAnnouncement(): Announcement {
  const content = loadContent();
  let announcement = cache.get(content);
  if (!announcement) {
    announcement = announcementOf(pageCompleteness(content, contentFiles(content)));
    cache.set(content, announcement);
  }
  return announcement;
}

/** The locales of `candidates` a content route is announced in. */
export function announcedLocales(route: string, candidates: readonly Locale[]): Locale[] {
  const announcement = contentAnnouncement();
  return candidates.filter((locale) => announcement.announced(route, locale));
}
