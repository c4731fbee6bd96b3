import { describe, expect, it } from "vitest";
import { productionBaseUrl, variantBaseUrl } from "./preview-links";

describe("preview links", () => {
  it("sends a row of the other variant to this preview's twin host", () => {
    const local = { baseUrl: "http://localhost:3250", hostname: "localhost", tld: "com" as const };
    expect(variantBaseUrl(local, "com")).toBe("http://localhost:3250");
    expect(variantBaseUrl(local, "ru")).toBe("http://ru.localhost:3250");
    expect(variantBaseUrl({ baseUrl: "https://test.storyfront.ru", hostname: "test.storyfront.ru", tld: "ru" }, "com")).toBe("https://test.storyfront.com");
  });

  it("takes production from SITE_PRODUCTION_URL(_RU), else the brand's domains", () => {
    expect(productionBaseUrl("com", "storyfront", {})).toBe("https://storyfront.com");
    expect(productionBaseUrl("ru", "storyfront", {})).toBe("https://storyfront.ru");
    expect(productionBaseUrl("com", "storyfront", { SITE_PRODUCTION_URL: "https://www.example.com/" })).toBe("https://www.example.com");
    expect(productionBaseUrl("ru", "storyfront", { SITE_PRODUCTION_URL_RU: "https://example.ru" })).toBe("https://example.ru");
  });
});
