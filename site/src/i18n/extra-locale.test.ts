// Adding a locale is one registry entry: a registry with Italian on com must reach routing, hreflang,
// the sitemap, the content checker's link validation and the dependency graph without another edit.
import { contentGraph, missingRoute } from "@storyfront/content-model";
import { defineLocales, localeRegistry, type Locale } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { loadContent } from "@/page-data/content/load-content";
import { lpLocaleWith } from "@/pipeline/lp-locale";
import type { PipelineState } from "@/pipeline/types";
import { readSiteConfig } from "@/domain/site-config";
import { sitemapUrls } from "@/seo/sitemap-xml";
import { alternateLinks, routeLocalePaths } from "./route-locale-paths";

const withItalian = defineLocales({
  ...localeRegistry.definition,
  locales: {
    ...localeRegistry.definition.locales,
    it: { variant: "com", name: "Italiano", dateFormat: "it", openGraph: "it_IT", apiLanguageId: 6, switchOrder: 5 },
  },
});
// The site's `Locale` type is the real registry's; at run time this registry knows one more.
const italian = withItalian as unknown as typeof localeRegistry;
const it_ = "it" as Locale;

const com = { baseUrl: "https://storyfront.com", defaultLocale: "en" as const };
const state = (host: "storyfront.com" | "storyfront.ru", pathname: string): PipelineState => ({
  request: { host, pathname, search: "", cookies: {} },
  config: readSiteConfig({}),
  site: { hostname: host, variant: host === "storyfront.ru" ? "ru" : "com", environment: "production", local: false },
  setCookies: [],
  headers: {},
});

describe("a locale added to the registry", () => {
  it("is routed on its variant only: /it/pricing is Italian on com, a plain path on ru", () => {
    expect(lpLocaleWith(italian)(state("storyfront.com", "/it/pricing"))).toMatchObject({ locale: "it", routePath: "/pricing" });
    expect(lpLocaleWith(italian)(state("storyfront.ru", "/it/pricing"))).toMatchObject({ locale: "ru", routePath: "/it/pricing" });
    expect(lpLocaleWith(localeRegistry)(state("storyfront.com", "/it/pricing"))).toMatchObject({ locale: "en", routePath: "/it/pricing" });
  });

  it("gets hreflang alternates and sitemap entries with its prefix", () => {
    const paths = routeLocalePaths("/pricing", italian.localesOf("com"), undefined, italian);
    expect(paths[it_]).toBe("/it/pricing");
    expect(alternateLinks(paths, com)?.it).toBe("https://storyfront.com/it/pricing");
    const urls = sitemapUrls([{ routePath: "/pricing", paths, lastModified: {} }], com);
    expect(urls.map((url) => url.loc)).toContain("https://storyfront.com/it/pricing");
    expect(urls.find((url) => url.loc === "https://storyfront.com/de/pricing")?.alternates?.it).toBe("https://storyfront.com/it/pricing");
  });

  it("is a locale prefix to the checker's link validation", () => {
    const slugs = { solutions: new Set<string>(), caseStudies: new Set<string>(), whitePapers: new Set<string>() };
    expect(missingRoute("/it/pricing", slugs, italian)).toBeUndefined();
    expect(missingRoute("/it/pricing", slugs)).toBe("the site has no such route");
  });

  it("has its pages in the dependency graph, reading its own message catalogue", () => {
    const pricing = contentGraph(loadContent(), italian).pages.find((page) => page.path === "/it/pricing");
    expect(pricing).toMatchObject({ variant: "com", locale: "it", route: "/pricing" });
    expect(pricing?.reads.map((read) => read.file)).toContain("messages/it.json");
  });
});
