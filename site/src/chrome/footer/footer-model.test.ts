import { describe, expect, it } from "vitest";
import { loadSettings } from "@/page-data/load-settings";
import { footerModel, type FooterLabels } from "./footer-model";

const labels = Object.fromEntries(
  [
    "industries",
    "features",
    "successes",
    "resources",
    "about",
    "whitePapers",
    "caseStudies",
    "blog",
    "writeForUs",
    "docs",
    "legal",
    "faq",
    "pricing",
    "policy",
    "terms",
  ].map((key) => [key, key]),
) as FooterLabels;
const model = (locale: "en" | "de" | "ru") => footerModel(loadSettings(locale), locale, labels);
const hrefs = (locale: "en" | "de" | "ru", id: string) =>
  model(locale)
    .columns.find((column) => column.id === id)
    ?.items.map((item) => item.href);

describe("footer", () => {
  it("has industry and feature columns in English only", () => {
    expect(model("en").columns.map((column) => column.id)).toEqual(["industries", "features", "successes", "resources", "about"]);
    expect(model("de").columns.map((column) => column.id)).toEqual(["successes", "resources", "about"]);
    expect(hrefs("en", "industries")).toContain("/solutions/travel");
  });

  it("drops successes, write for us and social links on ru and links the ru docs", () => {
    expect(model("ru").columns.map((column) => column.id)).toEqual(["resources", "about"]);
    expect(hrefs("ru", "resources")).toEqual(["/blog", "https://docs.storyfront.ru"]);
    expect(model("ru").social).toEqual([]);
    expect(model("de").social).toHaveLength(3);
  });

  it("localizes links and keeps policy and terms", () => {
    expect(hrefs("de", "resources")).toEqual(["/de/blog", "/de/write-for-us", "https://docs.storyfront.com"]);
    expect(hrefs("de", "about")).toEqual(["/de/legal", "/de/faq", "/de/pricing"]);
    expect(model("de").legal.map((link) => link.href)).toEqual(["/de/policy", "/de/terms"]);
  });
});
