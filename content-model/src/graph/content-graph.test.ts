import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { readContentFolder } from "../check/read-content-folder";
import { contentGraph } from "./content-graph";

const root = fileURLToPath(new URL("../../../content", import.meta.url));
const { files, mediaPaths } = readContentFolder(root);
const { content } = checkContent(files, mediaPaths);
const graph = contentGraph(content);

describe("content dependency graph", () => {
  it("maps a review to exactly the pages that show it, in every locale that renders them", () => {
    // Worked out independently from the files: which landing files and industry entries name ada-moreno.
    const showing = new Set<string>();
    for (const landing of content.landings.values()) {
      for (const [locale, data] of Object.entries({ en: landing.source, ...landing.translations })) {
        if (!JSON.stringify(data.blocks).includes('"ada-moreno"')) continue;
        // A locale with its own version of the review reads that file instead.
        if (locale in (content.reviews.get("ada-moreno")?.files ?? {}) && locale !== "en") continue;
        const path =
          locale === "en" || locale === "ru" ? landing.source.path : `/${locale}${landing.source.path === "/" ? "" : landing.source.path}`;
        showing.add(`${locale === "ru" ? "ru" : "com"}:${path}`);
      }
    }
    for (const [slug, entry] of content.solutions) if (entry.source.reviews.includes("ada-moreno")) showing.add(`com:/solutions/${slug}`);
    const readers = graph
      .readersOf("reviews/ada-moreno.json")
      .map((page) => `${page.variant}:${page.path}`)
      .sort();
    expect(readers).toEqual([...showing].sort());
    expect(readers).toEqual(["com:/", "com:/solutions/fintech", "com:/solutions/onboarding"]);
    expect(graph.readersOf("reviews/ada-moreno.fr.json").map((page) => `${page.variant}:${page.path}`)).toEqual(["com:/fr"]);
    expect(graph.readersOf("reviews/ada-moreno.ru.json").map((page) => `${page.variant}:${page.path}`)).toEqual(["ru:/"]);
  });

  it("says why a page reads a file", () => {
    const home = graph.pages.find((page) => page.path === "/fr");
    expect(home?.reads).toContainEqual({ file: "landings/home.fr.json", kind: "own" });
    expect(home?.reads).toContainEqual({ file: "reviews/ada-moreno.fr.json", kind: "review" });
    expect(home?.reads).toContainEqual({ file: "messages/fr.json", kind: "messages" });
    expect(home?.reads).toContainEqual({ file: "settings/site.json", kind: "site settings" });
    expect(home?.reads.some((read) => read.kind === "media" && read.file.startsWith("media/"))).toBe(true);
    expect(home?.reads.map((read) => read.file)).not.toContain("landings/home.json");
  });

  it("maps messages/fr.json to every French page and nothing else", () => {
    const french = graph.pages.filter((page) => page.locale === "fr");
    expect(french.length).toBeGreaterThan(10);
    expect(graph.readersOf("messages/fr.json")).toEqual(french);
    expect(french.every((page) => page.path.startsWith("/fr"))).toBe(true);
  });

  it("maps the site settings to every page", () => {
    expect(graph.readersOf("settings/site.json")).toHaveLength(graph.pages.length);
  });

  it("renders a landing only in locales with a file, and English-only pages on com/en", () => {
    expect(
      graph.pages
        .filter((page) => page.route === "/enterprise")
        .map((page) => page.path)
        .sort(),
    ).toEqual(["/de/enterprise", "/enterprise", "/enterprise", "/es/enterprise", "/fr/enterprise"]);
    expect(graph.pages.filter((page) => page.route === "/use-cases").map((page) => page.path)).toEqual(["/use-cases"]);
    expect(graph.pages.filter((page) => page.route.startsWith("/case-studies/")).every((page) => page.locale === "en")).toBe(true);
    expect(graph.pages.filter((page) => page.variant === "ru").map((page) => page.route)).not.toContain("/white-papers");
  });

  it("follows a solution page to its template's badges and its guide", () => {
    const fintech = graph.pages.find((page) => page.path === "/solutions/fintech");
    const kinds = new Set(fintech?.reads.map((read) => read.kind));
    for (const kind of ["own", "review", "logo", "success story", "award", "guide", "site settings"]) expect(kinds).toContain(kind);
  });
});
