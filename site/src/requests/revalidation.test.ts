import { describe, expect, it } from "vitest";
import { isAuthorizedRevalidation, revalidationRequest, revalidationTags } from "./revalidation";

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

  it("refuses an empty request and odd names", () => {
    expect(revalidationRequest.safeParse({}).success).toBe(false);
    expect(revalidationRequest.safeParse({ page: "../etc" }).success).toBe(false);
    expect(revalidationRequest.safeParse({ tariffs: true, extra: 1 }).success).toBe(false);
  });

  it("needs the configured bearer secret", () => {
    expect(isAuthorizedRevalidation("Bearer s3cret", "s3cret")).toBe(true);
    expect(isAuthorizedRevalidation("Bearer s3cre", "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation("s3cret", "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation(null, "s3cret")).toBe(false);
    expect(isAuthorizedRevalidation("Bearer ", undefined)).toBe(false);
  });
});
