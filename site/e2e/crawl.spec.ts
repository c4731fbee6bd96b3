// The whole site as a crawler sees it: from / and the sitemap of each production host, every internal link
// and asset answers, every page has a title, description, canonical and <html lang>, and every hreflang
// names a page that is there. Prints pages crawled and links checked per variant. Then every URL the sitemap lists
// is a page worth listing: no empty listing (nor a link to one from the tabs and menus), a description of its own,
// and schema.org JSON-LD.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { crawlHost } from "./site-crawl";
import { readSitemapPages } from "./sitemap-pages";

for (const [variant, host] of [
  ["com", "storyfront.com"],
  ["ru", "storyfront.ru"],
] as const) {
  test(`crawl of the ${variant} variant finds no broken link, head or hreflang`, async () => {
    test.setTimeout(600_000);
    const started = Date.now();
    const report = await crawlHost(host, `https://${host}`);
    console.log(
      `crawl ${variant}: ${report.pages} pages crawled, ${report.assets} assets fetched, ${report.links} links checked in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(report.problems).toEqual([]);
    expect(report.pages).toBeGreaterThan(variant === "com" ? 100 : 20);
  });
}

for (const [variant, host, least] of [
  ["com", "storyfront.com", 150],
  ["ru", "storyfront.ru", 15],
] as const) {
  test(`every sitemap URL of the ${variant} variant has things in it, a description of its own and JSON-LD`, async () => {
    test.setTimeout(300_000);
    const report = await readSitemapPages(host);
    console.log(
      `sitemap ${variant}: ${report.urls} URLs read; ${report.emptyListings.length} empty listings, ` +
        `${report.duplicateDescriptions.length} shared descriptions, ${report.withoutJsonLd.length} pages without JSON-LD`,
    );
    expect(report.urls).toBeGreaterThan(least);
    expect(report.problems).toEqual([]);
    expect(report.emptyListings, "listed pages with nothing in them (or noindex)").toEqual([]);
    expect(report.linksToEmptyListings, "links from listed pages to a listing with nothing in it").toEqual([]);
    expect(report.duplicateDescriptions, "descriptions two listed pages share").toEqual([]);
    expect(report.withoutJsonLd, "listed pages without JSON-LD").toEqual([]);
  });
}
