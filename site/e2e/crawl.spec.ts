// The whole site as a crawler sees it: from / and the sitemap of each production host, every internal link
// and asset answers, every page has a title, description, canonical and <html lang>, and every hreflang
// names a page that is there. Prints pages crawled and links checked per variant.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { crawlHost } from "./site-crawl";

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
