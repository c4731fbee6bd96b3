import { describe, expect, it } from "vitest";
import { hiddenFamilyOn, hrefRoute, linkAvailableOn } from "./variant-routes";

describe("routes per variant", () => {
  it("com has every family, ru hides case studies, solutions, white papers and write-for-us", () => {
    for (const href of ["/case-studies/x", "/solutions", "/white-papers/mobile-onboarding", "/write-for-us", "/fr/white-papers"]) {
      expect(linkAvailableOn("com", href), href).toBe(true);
      expect(linkAvailableOn("ru", href), href).toBe(false);
    }
    for (const href of [
      "/",
      "/sales",
      "/pricing?x=1",
      "/blog/some-article",
      "/press-releases",
      "https://docs.storyfront.ru",
      "mailto:a@b.c",
    ]) {
      expect(linkAvailableOn("ru", href), href).toBe(true);
    }
  });

  it("names the hidden family and reads routes from hrefs", () => {
    expect(hiddenFamilyOn("ru", "/case-studies/abc")).toBe("case studies");
    expect(hiddenFamilyOn("ru", "/case-studies-and-more")).toBeNull();
    expect(hrefRoute("/de/white-papers/x/?a#b")).toBe("/white-papers/x");
  });
});
