import { describe, expect, it } from "vitest";
import { pageUrl, variantOrigin } from "./variant-origin";

describe("where a variant is on the running site", () => {
  it("puts the ru variant on the ru. twin of localhost, preview label and port kept", () => {
    expect(variantOrigin("http://localhost:3000", "ru")).toBe("http://ru.localhost:3000");
    expect(variantOrigin("http://content-spring-offer.preview.localhost:3000", "ru")).toBe(
      "http://content-spring-offer.preview.ru.localhost:3000",
    );
  });

  it("keeps the com variant where it is, and finds it from the ru twin", () => {
    expect(variantOrigin("http://content-x.preview.localhost:3000", "com")).toBe("http://content-x.preview.localhost:3000");
    expect(variantOrigin("http://content-x.preview.ru.localhost:3000", "com")).toBe("http://content-x.preview.localhost:3000");
    expect(variantOrigin("http://ru.localhost:4100", "com")).toBe("http://localhost:4100");
  });

  it("swaps a real domain's .com for .ru", () => {
    expect(variantOrigin("https://content-x.preview.storyfront.com", "ru")).toBe("https://content-x.preview.storyfront.ru");
    expect(variantOrigin("https://storyfront.com", "ru")).toBe("https://storyfront.ru");
  });

  it("addresses a changed page on both sides of one server", () => {
    const page = { variant: "ru", path: "/enterprise" } as const;
    expect(pageUrl("http://localhost:3000", page)).toBe("http://ru.localhost:3000/enterprise");
    expect(pageUrl("http://content-x.preview.localhost:3000", { variant: "com", path: "/fr/" })).toBe(
      "http://content-x.preview.localhost:3000/fr/",
    );
  });
});
