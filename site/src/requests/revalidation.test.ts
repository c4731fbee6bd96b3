import { describe, expect, it } from "vitest";
import { PageType } from "@storyfront/schemas";
import { isAuthorizedRevalidation, revalidationPaths, revalidationRequest, revalidationTags } from "./revalidation";

describe("revalidation", () => {
  it("refreshes a page with the lists that show it, a category, the tariffs", () => {
    const body = revalidationRequest.parse({ page: "why-stories-beat-banners", category: ["growth"], tariffs: true });
    expect(revalidationTags(body)).toEqual([
      "api:page:why-stories-beat-banners",
      "api:page-lists",
      "api:category:growth",
      "api:categories",
      "api:tariffs",
    ]);
  });

  it("refreshes a published blog post, its former address and its categories by tag", () => {
    const body = revalidationRequest.parse({
      pages: [{ slug: "new-address", type: PageType.blog, categorySlugs: ["growth"], formerSlugs: ["old-address"] }],
    });
    expect(revalidationTags(body)).toEqual(["api:page:new-address", "api:page:old-address", "api:page-lists", "api:category:growth"]);
  });

  it("names a blog post's paths in every locale of both variants, with its lists, the home, the feeds and the sitemap", () => {
    const paths = revalidationPaths(
      revalidationRequest.parse({ pages: [{ slug: "fresh", type: PageType.blog, categorySlugs: ["growth"], formerSlugs: ["stale"] }] }),
    );
    for (const prefix of ["", "/fr", "/de", "/es"]) {
      expect(paths.com).toEqual(
        expect.arrayContaining([
          `${prefix}/blog/fresh`,
          `${prefix}/blog/stale`,
          `${prefix}/blog/category-growth`,
          `${prefix}/blog`,
          `${prefix}/blog/rss.xml`,
          `${prefix}/blog/atom.xml`,
          prefix || "/",
        ]),
      );
    }
    expect(paths.com).toContain("/sitemap.xml");
    expect(paths.com).not.toContain("/blog/stories");
    expect(paths.ru.sort()).toEqual(
      ["/", "/blog", "/blog/atom.xml", "/blog/category-growth", "/blog/fresh", "/blog/rss.xml", "/blog/stale", "/sitemap.xml"].sort(),
    );
  });

  it("names a press release's and a landing page's paths where their route families exist, and /pricing for tariffs", () => {
    const press = revalidationPaths(revalidationRequest.parse({ pages: [{ slug: "launch", type: PageType.pressRelease }] }));
    expect(press.com).toEqual(expect.arrayContaining(["/press-releases/launch", "/fr/press-releases/launch", "/press-releases/rss.xml"]));
    expect(press.ru).toEqual(expect.arrayContaining(["/press-releases/launch", "/press-releases", "/press-releases/atom.xml"]));
    expect(press.com).not.toContain("/blog");

    // Solutions pages are English and com only.
    const landing = revalidationPaths(revalidationRequest.parse({ pages: [{ slug: "retail", type: PageType.landingPage }] }));
    expect(landing.com).toEqual(["/solutions/retail", "/sitemap.xml"]);
    expect(landing.ru).toEqual(["/sitemap.xml"]);

    expect(revalidationPaths(revalidationRequest.parse({ tariffs: true })).com).toEqual([
      "/pricing",
      "/fr/pricing",
      "/de/pricing",
      "/es/pricing",
    ]);
    expect(revalidationTags(revalidationRequest.parse({ landingConfig: true, categories: ["growth"] }))).toEqual([
      "api:category:growth",
      "api:categories",
      "api:lp-config",
    ]);
  });

  it("refuses an empty request and odd names", () => {
    expect(revalidationRequest.safeParse({}).success).toBe(false);
    expect(revalidationRequest.safeParse({ page: "../etc" }).success).toBe(false);
    expect(revalidationRequest.safeParse({ tariffs: true, extra: 1 }).success).toBe(false);
    expect(revalidationRequest.safeParse({ pages: [] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ pages: [{ slug: "../x", type: PageType.blog }] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ pages: [{ slug: "x", type: 99 }] }).success).toBe(false);
  });

  it("needs the configured bearer secret", () => {
    expect(isAuthorizedRevalidation("Bearer s3cret", "s3cret")).toBe(true);
    expect(isAuthorizedRevalidation("Bearer s3cre", "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation("s3cret", "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation(null, "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation("Bearer ", undefined)).toBe(false);
  });
});
