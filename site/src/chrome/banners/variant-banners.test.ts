import { describe, expect, it } from "vitest";
import { getSiteSettings } from "@/page-data/content";
import { variantBanners } from "./variant-banners";

describe("banners per variant", () => {
  it("keeps com's banners and turns off on ru those that promote com-only pages", () => {
    const { banners } = getSiteSettings("en");
    expect(variantBanners(banners, "en")).toEqual(banners);
    const ru = variantBanners(banners, "ru");
    expect(banners.top.button.href).toMatch(/^\/white-papers\//);
    expect(ru.top.enabled).toBe(false);
    expect(ru.runningLine.enabled).toBe(!banners.runningLine.href.startsWith("/white-papers"));
  });
});
