import { describe, expect, it } from "vitest";
import { loadSettings } from "@/page-data/load-settings";
import { headerNav, type HeaderLabels } from "./nav-model";

const labels: HeaderLabels = {
  solutions: "Solutions",
  caseStudies: "Case studies",
  whitePapers: "White papers",
  blog: "Blog",
  pricing: "Pricing",
  writeForUs: "Write for us",
  docs: "Docs",
  industries: "Industries",
  features: "Features",
  companySize: "Company size",
};
const categories = [
  { title: "Guides", slug: "guides" },
  { title: null, slug: "untitled" },
];
const nav = (locale: "en" | "fr" | "ru") =>
  headerNav({
    settings: loadSettings(locale),
    locale,
    labels,
    consoleBaseUrl: "https://console.storyfront.com",
    categories,
    featured: null,
  });

describe("header navigation", () => {
  it("has the Solutions menu with industries, features and the company-size group on com in English", () => {
    const solutions = nav("en").solutions;
    expect(solutions?.map((group) => group.id)).toEqual(["industries", "features", "companySize"]);
    expect(solutions?.[0]?.items).toContainEqual({ label: "Fintech", href: "/solutions/fintech" });
    expect(solutions?.[2]?.items.map((item) => item.href)).toContain("/enterprise");
  });

  it("drops Solutions, case studies and white papers outside English", () => {
    expect(nav("fr").solutions).toBeNull();
    expect(nav("fr").links.map((link) => link.href)).toEqual(["/fr/blog"]);
    expect(nav("en").links.map((link) => link.href)).toEqual(["/case-studies", "/white-papers", "/blog"]);
  });

  it("hides white papers and write for us on ru and links the ru docs", () => {
    const ru = nav("ru").resources.links;
    expect(ru.map((link) => link.href)).toEqual(["/blog", "https://docs.storyfront.ru"]);
    expect(nav("fr").resources.links.map((link) => link.href)).toEqual([
      "/fr/blog",
      "/white-papers",
      "/fr/write-for-us",
      "https://docs.storyfront.com",
    ]);
  });

  it("lists only blog categories that have a title, as blog/category-{slug}", () => {
    expect(nav("fr").resources.categories).toEqual([{ label: "Guides", href: "/fr/blog/category-guides" }]);
  });

  it("links sign-in and the console on the console host", () => {
    expect(nav("en")).toMatchObject({
      signIn: "https://console.storyfront.com/auth/signin",
      console: "https://console.storyfront.com/",
      sales: "/sales",
      pricing: { href: "/pricing" },
    });
    expect(nav("fr").sales).toBe("/fr/sales");
  });
});
