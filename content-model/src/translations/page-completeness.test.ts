import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { pageCompleteness } from "./page-completeness";

const pagesOf = (files: typeof repositoryContent.files) => pageCompleteness(checkContent(files, repositoryContent.mediaPaths).content, files);
const page = (pages: ReturnType<typeof pagesOf>, locale: string, path: string) => pages.find((candidate) => candidate.locale === locale && candidate.path === path);
const today = pagesOf(repositoryContent.files);

describe("page completeness", () => {
  it("calls a page translated when its file, the entries it shows and the catalogue are in its locale", () => {
    for (const path of ["/", "/faq", "/pricing", "/policy", "/terms", "/offer", "/legal"]) expect(page(today, "ru", path)).toMatchObject({ complete: true, missing: [] });
    expect(page(today, "fr", "/fr/pricing")).toMatchObject({ complete: true });
    expect(today.some((candidate) => candidate.locale === "en")).toBe(false);
  });

  it("holds back a page that shows a library entry in English", () => {
    const pages = pagesOf(repositoryContent.files.filter((file) => file.path !== "reviews/ada-moreno.ru.json"));
    expect(page(pages, "ru", "/")).toMatchObject({ complete: false, missing: [{ file: "reviews/ada-moreno.json", kind: "review", why: "no translation", fields: [] }] });
    // The French home shows English success stories today: the function says so.
    expect(page(today, "fr", "/fr")?.missing).toContainEqual({ file: "case-studies/case-study-onboarding-northwind-bank.mdx", kind: "success story", why: "no translation", fields: [] });
  });

  it("holds back a page whose own file is missing in the locale (its SEO fields with it)", () => {
    const pages = pagesOf(repositoryContent.files.filter((file) => file.path !== "faq/faq.es.json"));
    expect(page(pages, "es", "/es/faq")).toMatchObject({ complete: false, missing: [{ file: "faq/faq.json", kind: "own", why: "no translation", fields: [] }] });
  });

  it("holds back every page of a locale whose message catalogue lacks a key", () => {
    const russian = JSON.parse(repositoryText("messages/ru.json")) as Record<string, Record<string, unknown>>;
    delete russian.Footer?.faq;
    const pages = pagesOf(withFile("messages/ru.json", JSON.stringify(russian))).filter((candidate) => candidate.locale === "ru");
    expect(pages.length).toBeGreaterThan(5);
    for (const candidate of pages) expect(candidate.missing).toContainEqual({ file: "messages/ru.json", kind: "messages", why: "keys missing", fields: ["Footer.faq"] });
  });

  it("holds back a page whose translation still has English sentences", () => {
    const french = JSON.parse(repositoryText("pricing/pricing.fr.json")) as { subtitle: string };
    french.subtitle = (JSON.parse(repositoryText("pricing/pricing.json")) as { subtitle: string }).subtitle;
    const pages = pagesOf(withFile("pricing/pricing.fr.json", JSON.stringify(french)));
    expect(page(pages, "fr", "/fr/pricing")).toMatchObject({ complete: false, missing: [{ file: "pricing/pricing.fr.json", kind: "own", why: "same as English", fields: ["subtitle"] }] });
  });
});
