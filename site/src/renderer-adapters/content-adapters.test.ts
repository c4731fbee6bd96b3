import { describe, expect, it } from "vitest";
import { isSiteRoute } from "./content-adapters";

describe("isSiteRoute", () => {
  it("sends site routes through next/link and leaves the rest as plain links", () => {
    expect(isSiteRoute("/sales")).toBe(true);
    expect(isSiteRoute("/fr/white-papers/fintech-report?ref=home#top")).toBe(true);
    expect(isSiteRoute("https://docs.storyfront.com")).toBe(false);
    expect(isSiteRoute("mailto:sales@storyfront.com")).toBe(false);
    expect(isSiteRoute("#pricing")).toBe(false);
    expect(isSiteRoute("//evil.example/x")).toBe(false);
    expect(isSiteRoute("/media/reports/fintech-report.pdf")).toBe(false);
  });
});
