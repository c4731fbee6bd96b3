import { catalogueEntryBlocks, checkContent, inLocale, libraryFor, localesOf, resolveBlocks } from "@storyfront/content-model";
import { blockSchema } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../content-root";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";

const { files, mediaPaths } = readContentFolder(contentRoot);
const { content, problems } = checkContent(files, mediaPaths);

describe("the repository's content", () => {
  it("has no problems", () => {
    expect(problems).toEqual([]);
  });

  it("has every industry and feature page of the spec", () => {
    const industries = [...content.solutions.values()]
      .filter((entry) => entry.source.type === "industry")
      .map((entry) => entry.source.slug);
    const features = [...content.solutions.values()].filter((entry) => entry.source.type === "feature").map((entry) => entry.source.slug);
    expect(industries.sort()).toEqual([
      "ecommerce",
      "education",
      "fashion",
      "fintech",
      "food-retail",
      "foodtech",
      "health",
      "sport",
      "telecom",
      "travel",
    ]);
    expect(features.sort()).toEqual([
      "abtesting",
      "content-marketing",
      "digital-news",
      "engagement",
      "gamification",
      "mobile-marketing",
      "onboarding",
      "personalization",
      "ugc",
      "widgets",
    ]);
  });

  it("has the spec's case studies, guides, badges and logos", () => {
    expect(content.caseStudies.size).toBe(16);
    expect([...content.caseStudies.keys()].filter((slug) => /^case-study-[a-z]+-[a-z-]+$/.test(slug)).length).toBeGreaterThan(5);
    expect(
      [...content.whitePapers.values()]
        .filter((entry) => entry.source.kind === "guide")
        .map((entry) => entry.source.slug)
        .sort(),
    ).toEqual(["fintech-report", "foodtech-report", "mobile-onboarding"]);
    expect(content.whitePapers.has("gamification-holiday-report")).toBe(true);
    const ratings = [...content.awards.values()].flatMap((entry) =>
      entry.source.kind === "rating" ? [`${entry.source.rating.toFixed(1)}/${entry.source.reviewCount}`] : [],
    );
    expect(ratings.sort()).toEqual(["5.0/15", "5.0/44"]);
    expect([...content.logos.values()].filter((entry) => entry.source.kind === "customer")).toHaveLength(11);
  });

  it("has home, enterprise, legal pages, FAQ, pricing and add-ons in fr, de, es and ru (every variant serves them)", () => {
    const everyLocale = ["de", "en", "es", "fr", "ru"];
    expect(localesOf(content.landings.get("home")!).sort()).toEqual(everyLocale);
    expect(localesOf(content.landings.get("enterprise")!).sort()).toEqual(everyLocale);
    for (const slug of ["legal", "policy", "terms", "offer"]) expect(localesOf(content.legal.get(slug)!).sort()).toEqual(everyLocale);
    expect(localesOf(content.faq.get("faq")!).sort()).toEqual(everyLocale);
    expect(localesOf(content.pricing.get("pricing")!).sort()).toEqual(everyLocale);
    for (const entry of content.addons.values()) expect(localesOf(entry).sort()).toEqual(everyLocale);
  });

  it("turns every landing and solutions page, in every locale, into renderable blocks", () => {
    const settings = content.settings.get("site")!.source;
    for (const entry of content.landings.values()) {
      for (const locale of localesOf(entry)) {
        const blocks = resolveBlocks(inLocale(entry, locale).blocks, libraryFor(content, locale));
        expect(blocks.length).toBe(inLocale(entry, locale).blocks.length);
        for (const block of blocks) expect(blockSchema.safeParse(block).error).toBeUndefined();
      }
    }
    for (const entry of content.solutions.values()) {
      const blocks = catalogueEntryBlocks(entry.source, settings.solutionTemplate, libraryFor(content, "en"));
      expect(blocks.map((block) => block.type)).toEqual([
        "intro",
        "numbers",
        "features",
        "awards",
        "successes",
        "inspoGuide",
        "salesBlock",
      ]);
      for (const block of blocks) expect(blockSchema.safeParse(block).error).toBeUndefined();
    }
  });
});
