import { blockSchema } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { allLocales } from "@/i18n/locales";
import { findSolution, hasSolutionPage } from "@/page-data/solution-content";
import {
  getCaseStudy,
  getFaq,
  getLanding,
  getLandingByPath,
  getLegalPage,
  getPricing,
  getSiteSettings,
  getSolution,
  hasLandingAt,
  listIndustries,
  listLandings,
  listLogos,
  listSolutionSlugs,
  listWhitePapers,
} from "./index";

describe("content loader", () => {
  it("gives the home landing per locale with resolved blocks and its real translations", () => {
    const home = getLanding("home", "fr");
    expect(home?.landing.path).toBe("/");
    expect(home?.locales.sort()).toEqual(["de", "en", "es", "fr", "ru"]);
    const awards = home?.blocks.find((block) => block.type === "awards");
    expect(awards?.type === "awards" && awards.reviews.length).toBeGreaterThan(0);
    for (const block of home?.blocks ?? []) expect(blockSchema.safeParse(block).success).toBe(true);
  });

  it("has no locale version where no file exists", () => {
    expect(getLanding("use-cases", "fr")).toBeUndefined();
    expect(getLandingByPath("/enterprise", "de")?.landing.slug).toBe("enterprise");
  });

  it("answers whether a page exists (the proxy's question) exactly as building the page does", () => {
    const paths = [...listLandings().map((landing) => landing.path), "/no-such-landing"];
    for (const locale of allLocales) {
      for (const path of paths) expect(hasLandingAt(path, locale), `${locale} ${path}`).toBe(getLandingByPath(path, locale) !== undefined);
      for (const slug of [...listSolutionSlugs(), "no-such-solution"])
        expect(hasSolutionPage(slug, locale), `${locale} ${slug}`).toBe(findSolution(slug, locale) !== undefined);
    }
    expect(hasLandingAt("/use-cases", "fr")).toBe(false);
    expect(hasSolutionPage("fintech", "en")).toBe(true);
  });

  it("turns an industry entry into the blocks of /solutions/{slug}", () => {
    const fintech = getSolution("fintech");
    expect(fintech?.entry.name).toBe("Fintech");
    expect(fintech?.blocks[0]).toMatchObject({ type: "intro", titleLines: ["Stories that explain", "financial products"] });
    expect(listIndustries()).toHaveLength(10);
    expect(listSolutionSlugs()).toContain("gamification");
  });

  it("serves the shared libraries, pages and settings", () => {
    expect(getCaseStudy("case-study-onboarding-northwind-bank")?.customer).toBe("Northwind Bank");
    expect(listWhitePapers().map((paper) => paper.slug)).toContain("gamification-holiday-report");
    expect(listLogos("customer")).toHaveLength(11);
    expect(getLegalPage("terms", "es")?.page.title).toBe("Términos del servicio");
    expect(getFaq().groups.length).toBeGreaterThan(0);
    expect(getPricing().tiers.map((tier) => tier.priceLabel)).toEqual(["$599/mo", "$699/mo", "$999/mo", "On request"]);
    expect(getSiteSettings().docs).toEqual({ com: "https://docs.storyfront.com", ru: "https://docs.storyfront.ru" });
  });
});
