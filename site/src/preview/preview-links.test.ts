import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/domain/site-config";
import { productionBaseUrl, variantBaseUrl } from "./preview-links";

describe("preview links", () => {
  it("sends a row of the other variant to this preview's twin host", () => {
    expect(variantBaseUrl("http://localhost:3250", { tld: "com" }, "com")).toBe("http://localhost:3250");
    expect(variantBaseUrl("http://localhost:3250", { tld: "com" }, "ru")).toBe("http://ru.localhost:3250");
    expect(variantBaseUrl("http://storyfront.com:3251", { tld: "com" }, "ru")).toBe("http://storyfront.ru:3251");
    expect(variantBaseUrl("https://test.storyfront.ru", { tld: "ru" }, "com")).toBe("https://test.storyfront.com");
  });

  it("takes production from SITE_PRODUCTION_URL(_RU), else the brand's domains", () => {
    expect(productionBaseUrl("com", "storyfront", readSiteConfig({}).productionUrl)).toBe("https://storyfront.com");
    expect(productionBaseUrl("ru", "storyfront", readSiteConfig({}).productionUrl)).toBe("https://storyfront.ru");
    expect(productionBaseUrl("com", "storyfront", readSiteConfig({ SITE_PRODUCTION_URL: "https://www.example.com/" }).productionUrl)).toBe(
      "https://www.example.com",
    );
    expect(productionBaseUrl("ru", "storyfront", readSiteConfig({ SITE_PRODUCTION_URL_RU: "https://example.ru" }).productionUrl)).toBe(
      "https://example.ru",
    );
  });
});
