import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { documentFileOf, localeFileOf, sourceFileOf } from "./document-kinds";
import { listStudioDocuments } from "./document-list";

const source = workingTree(join(import.meta.dirname, "../../content"));

describe("the documents the Studio opens", () => {
  it("knows each kind by its folder and extension, translations included", () => {
    expect(documentFileOf("case-studies/greenbasket-weekly-offers.mdx")).toMatchObject({
      kind: { editor: "page" },
      slug: "greenbasket-weekly-offers",
    });
    expect(documentFileOf("legal/terms.fr.mdx")).toMatchObject({ kind: { collection: "legal" }, locale: "fr" });
    expect(documentFileOf("reviews/ada-moreno.de.json")).toMatchObject({ kind: { editor: "library" }, locale: "de" });
    expect(documentFileOf("landings/home.json")).toMatchObject({ kind: { editor: "canvas" } });
    for (const file of [
      "case-studies/x.json",
      "legal/terms.en.mdx",
      "rich-text/where-to-begin.mdx",
      "settings/site.json",
      "reviews/a/b.json",
      "../x.json",
    ])
      expect(documentFileOf(file), file).toBeUndefined();
    expect(sourceFileOf("legal/terms.fr.mdx")).toBe("legal/terms.mdx");
    expect(localeFileOf("legal/terms.fr.mdx", "de")).toBe("legal/terms.de.mdx");
    expect(localeFileOf("reviews/ada-moreno.fr.json", "en")).toBe("reviews/ada-moreno.json");
  });

  it("lists English sources by kind, each under the name a marketer knows it by", () => {
    const documents = listStudioDocuments(source);
    const named = (file: string) => documents.find((document) => document.file === file);
    expect(named("landings/home.json")).toEqual({
      file: "landings/home.json",
      group: "Landings",
      name: "In-app stories for mobile and web apps (/)",
    });
    expect(named("case-studies/greenbasket-weekly-offers.mdx")).toMatchObject({
      group: "Case studies (success stories)",
      name: "Greenbasket's weekly offers reach every shopper",
    });
    expect(named("white-papers/fintech-report.mdx")).toMatchObject({
      group: "Guides and white papers",
      name: "Fintech report: stories in banking apps",
    });
    expect(named("legal/terms.mdx")).toMatchObject({ group: "Legal pages", name: "Terms of service" });
    expect(named("reviews/ada-moreno.json")).toMatchObject({ group: "Reviews", name: "Ada Moreno — Head of Product, Northwind Bank" });
    expect(named("awards/mobile-growth-award-2025.json")?.name).toMatch(/\(2025\)$/);
    expect(documents.some((document) => /\.[a-z]{2}\.(json|mdx)$/.test(document.file))).toBe(false);
    expect(new Set(documents.map((document) => document.group)).size).toBe(9);
  });
});
