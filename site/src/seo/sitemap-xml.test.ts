import { describe, expect, it } from "vitest";
import { maxUrlsPerSitemap, sitemapDocument, sitemapUrls } from "./sitemap-xml";
import { robotsTxt } from "./robots-txt";

const com = { baseUrl: "https://storyfront.com", defaultLocale: "en" as const };

describe("sitemap", () => {
  it("lists each translation once, with alternates only to translations that exist, and x-default", () => {
    const urls = sitemapUrls(
      [
        {
          routePath: "/enterprise",
          paths: { en: "/enterprise", de: "/de/enterprise" },
          lastModified: { en: new Date("2026-01-02T00:00:00Z") },
        },
        { routePath: "/case-studies/x", paths: { en: "/case-studies/x" }, lastModified: {} },
      ],
      com,
    );
    expect(urls.map((url) => url.loc)).toEqual([
      "https://storyfront.com/case-studies/x",
      "https://storyfront.com/de/enterprise",
      "https://storyfront.com/enterprise",
    ]);
    expect(urls[0]?.alternates).toBeUndefined();
    expect(urls[2]?.alternates).toEqual({
      en: "https://storyfront.com/enterprise",
      de: "https://storyfront.com/de/enterprise",
      "x-default": "https://storyfront.com/enterprise",
    });
    const xml = sitemapDocument(urls, com.baseUrl, 0) ?? "";
    expect(xml).toContain("<lastmod>2026-01-02T00:00:00.000Z</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://storyfront.com/enterprise"/>');
    expect(sitemapDocument(urls, com.baseUrl, 1)).toBeNull();
  });

  it("becomes an index of parts past 50,000 URLs", () => {
    const urls = Array.from({ length: maxUrlsPerSitemap + 1 }, (_, index) => ({ loc: `https://storyfront.com/p/${index}` }));
    const index = sitemapDocument(urls, com.baseUrl, 0) ?? "";
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://storyfront.com/sitemaps/2.xml</loc>");
    expect((sitemapDocument(urls, com.baseUrl, 1)?.match(/<url>/g) ?? []).length).toBe(maxUrlsPerSitemap);
    expect((sitemapDocument(urls, com.baseUrl, 2)?.match(/<url>/g) ?? []).length).toBe(1);
    expect(sitemapDocument(urls, com.baseUrl, 3)).toBeNull();
  });

  it("escapes what it writes", () => {
    expect(sitemapDocument([{ loc: "https://storyfront.com/a?b=1&c=<2>" }], com.baseUrl, 0)).toContain(
      "<loc>https://storyfront.com/a?b=1&amp;c=&lt;2&gt;</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("allows production and names its sitemap", () => {
    expect(robotsTxt({ environment: "production", baseUrl: "https://storyfront.ru" }, { preview: false })).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://storyfront.ru/sitemap.xml\n",
    );
  });

  it("disallows everything on test, dev and preview builds", () => {
    expect(robotsTxt({ environment: "test", baseUrl: "https://test.storyfront.com" }, { preview: false })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
    expect(robotsTxt({ environment: "dev", baseUrl: "https://dev.storyfront.ru" }, { preview: false })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
    expect(robotsTxt({ environment: "production", baseUrl: "https://storyfront.com" }, { preview: true })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});
