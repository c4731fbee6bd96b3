import { describe, expect, it } from "vitest";
import { listPagePath, parseBlogSegment } from "./blog-route";

describe("parseBlogSegment", () => {
  it("reads categories by slug or id", () => {
    expect(parseBlogSegment("category-growth")).toEqual({ kind: "category", category: "growth" });
    expect(parseBlogSegment("category-3")).toEqual({ kind: "category", category: "3" });
  });

  it("reads list pages from 2 on", () => {
    expect(parseBlogSegment("page-2")).toEqual({ kind: "listPage", page: 2 });
    expect(parseBlogSegment("page-1")).toBeNull();
    expect(parseBlogSegment("page-02")).toBeNull();
    expect(parseBlogSegment("page-x")).toBeNull();
  });

  it("takes anything else as an article slug, and refuses odd characters", () => {
    expect(parseBlogSegment("why-stories-beat-banners")).toEqual({ kind: "article", slug: "why-stories-beat-banners" });
    expect(parseBlogSegment("category-")).toBeNull();
    expect(parseBlogSegment("a%20b")).toBeNull();
  });
});

describe("listPagePath", () => {
  it("keeps page 1 on the base path", () => {
    expect(listPagePath("/blog", 1)).toBe("/blog");
    expect(listPagePath("/blog/category-growth", 3)).toBe("/blog/category-growth/page-3");
  });
});
