import { describe, expect, it } from "vitest";
import { contentPages } from "./indexable-pages";

const com = {
  availableLocales: ["en", "fr", "de", "es"] as const,
  defaultLocale: "en" as const,
  isRu: false,
  environment: "production" as const,
};
const ru = { availableLocales: ["ru"] as const, defaultLocale: "ru" as const, isRu: true, environment: "production" as const };
const find = (pages: ReturnType<typeof contentPages>, route: string) => pages.find((page) => page.routePath === route);

describe("indexable content pages", () => {
  it("lists com pages in the locales that have them, with a last change", () => {
    const pages = contentPages(com);
    expect(find(pages, "/")?.paths).toEqual({ en: "/", fr: "/fr", de: "/de", es: "/es" });
    expect(find(pages, "/case-studies/case-study-ugc-forkful")?.paths).toEqual({ en: "/case-studies/case-study-ugc-forkful" });
    expect(find(pages, "/use-cases")?.paths).toEqual({ en: "/use-cases" });
    expect(find(pages, "/")?.lastModified.fr).toBeInstanceOf(Date);
    expect(find(pages, "/sales")).toBeDefined();
    expect(
      pages.some((page) => ["/quick-demo", "/blocks", "/prices"].includes(page.routePath) || page.routePath.startsWith("/invite")),
    ).toBe(false);
  });

  it("lists on ru only what ru shows", () => {
    const pages = contentPages(ru);
    expect(find(pages, "/")?.paths).toEqual({ ru: "/" });
    expect(find(pages, "/terms")?.paths).toEqual({ ru: "/terms" });
    for (const hidden of [
      "/white-papers",
      "/write-for-us",
      "/case-studies",
      "/solutions",
      "/white-papers/fintech-report",
      "/solutions/telecom",
    ]) {
      expect(find(pages, hidden), hidden).toBeUndefined();
    }
  });
});
