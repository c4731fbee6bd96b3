import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { pageCompleteness } from "./page-completeness";

const pagesOf = (files: typeof repositoryContent.files) =>
  pageCompleteness(checkContent(files, repositoryContent.mediaPaths).content, files);
const page = (pages: ReturnType<typeof pagesOf>, locale: string, path: string) =>
  pages.find((candidate) => candidate.locale === locale && candidate.path === path);
const today = pagesOf(repositoryContent.files);

/** An MDX source without its card texts in one locale (the `  <locale>:` block under `cards:`). */
const withoutCards = (text: string, locale: string) => text.replace(new RegExp(`\\n {2}${locale}:\\n(?: {4}.*\\n)*`), "\n");

describe("page completeness", () => {
  it("calls a page translated when its file, the entries it shows and the catalogue are in its locale", () => {
    for (const path of ["/", "/faq", "/pricing", "/policy", "/terms", "/offer", "/legal"])
      expect(page(today, "ru", path)).toMatchObject({ complete: true, missing: [] });
    expect(page(today, "fr", "/fr/pricing")).toMatchObject({ complete: true });
    expect(today.some((candidate) => candidate.locale === "en")).toBe(false);
  });

  it("holds back a page that shows a library entry in English", () => {
    const pages = pagesOf(repositoryContent.files.filter((file) => file.path !== "reviews/ada-moreno.ru.json"));
    expect(page(pages, "ru", "/")).toMatchObject({
      complete: false,
      missing: [{ file: "reviews/ada-moreno.json", kind: "review", why: "no translation", fields: [] }],
    });
  });

  it("counts a success story's card as translated by its front matter's cards.<locale>, and misses one without", () => {
    expect(page(today, "fr", "/fr")).toMatchObject({ complete: true, missing: [] });
    expect(page(today, "de", "/de/enterprise")).toMatchObject({ complete: true, missing: [] });
    const study = "case-studies/case-study-onboarding-northwind-bank.mdx";
    const pages = pagesOf(withFile(study, withoutCards(repositoryText(study), "de")));
    const missing = { file: study, kind: "success story", why: "no translation", fields: [] };
    // The story is on the home and enterprise pages: both are held back in German, and only in German.
    expect(page(pages, "de", "/de")).toMatchObject({ complete: false, missing: [missing] });
    expect(page(pages, "de", "/de/enterprise")).toMatchObject({ complete: false, missing: [missing] });
    expect(page(pages, "fr", "/fr")).toMatchObject({ complete: true });
  });

  it("holds back a page whose card text is still the English one", () => {
    const guide = "white-papers/mobile-onboarding.mdx";
    const text = repositoryText(guide).replace(/(\n {2}es:\n {4}name: ).*/, "$1Mobile onboarding guide");
    const pages = pagesOf(withFile(guide, text));
    expect(page(pages, "es", "/es")).toMatchObject({
      complete: false,
      missing: [{ file: guide, kind: "guide", why: "same as English", fields: ["cards.es.name"] }],
    });
  });

  it("renders case studies and white papers in English only: no translated page of them exists to announce", () => {
    expect(today.filter((candidate) => /^\/(case-studies|white-papers)/.test(candidate.route))).toEqual([]);
  });

  it("holds back a page whose own file is missing in the locale (its SEO fields with it)", () => {
    const pages = pagesOf(repositoryContent.files.filter((file) => file.path !== "faq/faq.es.json"));
    expect(page(pages, "es", "/es/faq")).toMatchObject({
      complete: false,
      missing: [{ file: "faq/faq.json", kind: "own", why: "no translation", fields: [] }],
    });
  });

  it("holds back every page of a locale whose message catalogue lacks a key", () => {
    const russian = JSON.parse(repositoryText("messages/ru.json")) as Record<string, Record<string, unknown>>;
    delete russian.Footer?.faq;
    const pages = pagesOf(withFile("messages/ru.json", JSON.stringify(russian))).filter((candidate) => candidate.locale === "ru");
    expect(pages.length).toBeGreaterThan(5);
    for (const candidate of pages)
      expect(candidate.missing).toContainEqual({ file: "messages/ru.json", kind: "messages", why: "keys missing", fields: ["Footer.faq"] });
  });

  it("holds back a page whose translation still has English sentences", () => {
    const french = JSON.parse(repositoryText("pricing/pricing.fr.json")) as { subtitle: string };
    french.subtitle = (JSON.parse(repositoryText("pricing/pricing.json")) as { subtitle: string }).subtitle;
    const pages = pagesOf(withFile("pricing/pricing.fr.json", JSON.stringify(french)));
    expect(page(pages, "fr", "/fr/pricing")).toMatchObject({
      complete: false,
      missing: [{ file: "pricing/pricing.fr.json", kind: "own", why: "same as English", fields: ["subtitle"] }],
    });
  });
});
