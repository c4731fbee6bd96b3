import { describe, expect, it } from "vitest";
import { hreflangAlternates, routeLocalePaths } from "./route-locale-paths";

describe("routeLocalePaths", () => {
  it("maps every offered locale to its visible path", () => {
    expect(routeLocalePaths("/blog", ["en", "fr", "de", "es"])).toEqual({ en: "/blog", fr: "/fr/blog", de: "/de/blog", es: "/es/blog" });
    expect(routeLocalePaths("/blog", ["ru"])).toEqual({ ru: "/blog" });
  });

  it("keeps only the languages an API page has", () => {
    expect(routeLocalePaths("/blog/quizzes-that-teach", ["en", "fr", "de", "es"], ["en", "de", "ru"])).toEqual({
      en: "/blog/quizzes-that-teach",
      de: "/de/blog/quizzes-that-teach",
    });
  });

  it("gives absolute hreflang URLs", () => {
    expect(hreflangAlternates({ en: "/pricing", fr: "/fr/pricing" }, "https://storyfront.com")).toEqual({
      en: "https://storyfront.com/pricing",
      fr: "https://storyfront.com/fr/pricing",
    });
  });
});
