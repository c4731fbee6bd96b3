// Announcement comes from pageCompleteness: tried on a copy of the real content folder with one translation
// taken away, read the way the site reads it (STORYFRONT_CONTENT_DIR), through the functions that write
// hreflang, the sitemap, the language switch and the proxy's page check.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PageCompleteness } from "@storyfront/content-model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentAlternates } from "@/i18n/content-alternates";
import { contentPages } from "@/page-existence/indexable-pages";
import { pageExistence } from "@/page-existence/page-existence";
import { pageMetadata } from "@/seo/page-metadata";
import { announcementOf } from "./announcement";

const repositoryContent = join(import.meta.dirname, "..", "..", "..", "..", "content");
const com = {
  availableLocales: ["en", "fr", "de", "es"] as const,
  defaultLocale: "en" as const,
  isRu: false,
  environment: "production" as const,
  baseUrl: "https://storyfront.com",
};
const ru = { availableLocales: ["ru"] as const, defaultLocale: "ru" as const, isRu: true, environment: "production" as const };

const page = (route: string, locale: PageCompleteness["locale"], complete: boolean): PageCompleteness => ({
  variant: locale === "ru" ? "ru" : "com",
  locale,
  route,
  path: route,
  complete,
  missing: complete ? [] : [{ file: "reviews/ada-moreno.json", kind: "review", why: "no translation", fields: [] }],
});

describe("the announcement rule", () => {
  const announcement = announcementOf([page("/", "fr", true), page("/", "de", false), page("/faq", "ru", false)]);

  it("announces a content page in English, and in a translated locale only where it is complete", () => {
    expect(announcement.announced("/", "en")).toBe(true);
    expect(announcement.announced("/", "fr")).toBe(true);
    expect(announcement.announced("/", "de")).toBe(false);
    expect(announcement.missing("/", "de")).toHaveLength(1);
    // Rendered in fr and de, never in es: es has no page to announce.
    expect(announcement.announced("/", "es")).toBe(false);
    expect(announcement.announced("/faq/", "ru")).toBe(false);
  });

  it("leaves pages the content does not render in a translated locale (API articles) to their own languages", () => {
    expect(announcement.announced("/blog/some-article", "fr")).toBe(true);
  });
});

describe("a page missing one library translation", () => {
  let folder = "";
  const previous = process.env.STORYFRONT_CONTENT_DIR;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "storyfront-announce-"));
    cpSync(repositoryContent, folder, { recursive: true });
    // German loses one success-story card (home and enterprise show it); ru loses one review of its home.
    const study = join(folder, "case-studies", "case-study-onboarding-northwind-bank.mdx");
    writeFileSync(study, readFileSync(study, "utf8").replace(/\n {2}de:\n(?: {4}.*\n)*/, "\n"));
    rmSync(join(folder, "reviews", "ada-moreno.ru.json"));
    process.env.STORYFRONT_CONTENT_DIR = folder;
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.STORYFRONT_CONTENT_DIR;
    else process.env.STORYFRONT_CONTENT_DIR = previous;
    rmSync(folder, { recursive: true, force: true });
  });

  it("is not announced in that locale: no hreflang, no sitemap alternate, no language-switch link", () => {
    expect(contentAlternates("/", com)).toEqual({ en: "/", fr: "/fr", es: "/es" });
    expect(contentAlternates("/enterprise", com)).toEqual({ en: "/enterprise", fr: "/fr/enterprise", es: "/es/enterprise" });
    const sitemap = contentPages(com);
    expect(sitemap.find((entry) => entry.routePath === "/")?.paths).toEqual({ en: "/", fr: "/fr", es: "/es" });
    const metadata = pageMetadata({ domain: com, locale: "de", routePath: "/", title: "Storyfront", description: "…" });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(["en", "fr", "es", "x-default"]);
    // The German home is still served to a visitor who asks for it; search engines are sent to the original.
    expect(pageExistence(com, "de", "/").kind).toBe("page");
    expect(metadata.alternates?.canonical).toBe("https://storyfront.com/");
  });

  it('is not served on the ru variant (a 404, never English under lang="ru") and leaves the sitemap', () => {
    expect(pageExistence(ru, "ru", "/").kind).toBe("missing");
    expect(pageExistence(ru, "ru", "/faq").kind).toBe("page");
    const sitemap = contentPages(ru);
    expect(sitemap.find((entry) => entry.routePath === "/")).toBeUndefined();
    expect(sitemap.find((entry) => entry.routePath === "/faq")?.paths).toEqual({ ru: "/faq" });
  });
});
