import { describe, expect, it } from "vitest";
import { languageLinks, routeOf } from "./language-links";

describe("footer language switch", () => {
  it("links the other com locales at the same route by default", () => {
    expect(languageLinks("fr", "/fr/pricing", null)).toEqual([
      { locale: "en", name: "English", href: "/pricing" },
      { locale: "de", name: "Deutsch", href: "/de/pricing" },
      { locale: "es", name: "Español", href: "/es/pricing" },
    ]);
    expect(languageLinks("en", "/", null).map((link) => link.href)).toEqual(["/de", "/fr", "/es"]);
  });

  it("only offers locales the page declares, at their own paths", () => {
    expect(languageLinks("en", "/blog/stories-101", { en: "/blog/stories-101", de: "/de/blog/stories-101" })).toEqual([
      { locale: "de", name: "Deutsch", href: "/de/blog/stories-101" },
    ]);
    expect(languageLinks("en", "/case-studies", { en: "/case-studies" })).toEqual([]);
  });

  it("is hidden on ru and on the terms page", () => {
    expect(languageLinks("ru", "/blog", null)).toEqual([]);
    expect(languageLinks("de", "/de/terms", null)).toEqual([]);
    expect(languageLinks("en", "/terms", null)).toEqual([]);
  });

  it("reads the route from a visible path", () => {
    expect(routeOf("/es")).toBe("/");
    expect(routeOf("/es/blog/")).toBe("/blog");
    expect(routeOf("/blog")).toBe("/blog");
  });
});
