// The content dependency graph: every page the site renders from content, per variant and locale, and the
// files it reads. Built from the parsed content and the same references the loader resolves (landing blocks,
// catalogue entries, the solutions template), never from file names. Used by the preview's list of changed
// pages, and meant for the sitemap's lastmod and precise revalidation.
import { localeRegistry, matchRoute } from "@storyfront/schemas";
import type { ContentIndex } from "../content-index";
import { variantLocales, variantOfLocale, visiblePath, type FileRead, type PageReads } from "./page-reads";
import { pageRoutes } from "./page-routes";
import { fileIn, ReadSet } from "./read-set";

export { fileIn, ReadSet };

export interface ContentGraph {
  pages: PageReads[];
  /** Every page that reads the file (path relative to content/). */
  readersOf(file: string): PageReads[];
}

/**
 * Every content-rendered page of both variants with the files it reads. With `messageKeys` (the keys each route
 * family reads, site-message-reads.ts) a page's catalogue read names its keys, so a change to one key lists only
 * the pages that read it; without, a page reads its whole catalogue.
 */
export function contentGraph(
  content: ContentIndex,
  registry = localeRegistry,
  messageKeys?: ReadonlyMap<string, readonly string[]>,
): ContentGraph {
  const pages: PageReads[] = [];
  const entryReads = new Map<string, FileRead[]>();
  for (const route of pageRoutes(content, registry)) {
    for (const locale of route.locales) {
      const reads = new ReadSet(content, locale, entryReads);
      route.read(reads);
      // Every page: its locale's message catalogue and the site settings (header, footer, banners) with their media.
      const keys = messageKeys?.get(matchRoute(route.route)?.family.pattern ?? "");
      reads.add({ file: `messages/${locale}.json`, kind: "messages", ...(keys ? { keys: [...keys] } : {}) });
      const settings = content.settings.get("site");
      if (settings) reads.entry("settings", "site", "site settings", false);
      pages.push({
        variant: variantOfLocale(locale, registry),
        locale,
        route: route.route,
        path: visiblePath(locale, route.route, registry),
        ...(route.draft ? { draft: true } : {}),
        reads: reads.reads(),
      });
    }
  }
  const byFile = new Map<string, PageReads[]>();
  for (const page of pages) {
    for (const { file } of page.reads) {
      const readers = byFile.get(file);
      if (readers) readers.push(page);
      else byFile.set(file, [page]);
    }
  }
  return { pages, readersOf: (file) => byFile.get(file) ?? [] };
}

export { variantLocales };
