// Adding a landing is one new content file and nothing else: the new:landing scaffold, dropped into a copy of
// content/, is found at /solutions/{slug} by the route's lookup and renders through the renderer.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RenderBlocks } from "@storyfront/renderer";
import { landingScaffold } from "@storyfront/content-model";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRoot, listSolutionSlugs } from "@/page-data/content";
import { findSolution } from "@/page-data/solution-content";

describe("a new landing file", () => {
  const original = contentRoot();
  const copy = mkdtempSync(join(tmpdir(), "storyfront-content-"));

  beforeAll(() => {
    cpSync(original, copy, { recursive: true, filter: (path) => !path.includes("node_modules") });
    writeFileSync(join(copy, "landings", "pet-care.json"), `${JSON.stringify(landingScaffold("pet-care"), null, 2)}\n`);
    process.env.STORYFRONT_CONTENT_DIR = copy;
  });

  afterAll(() => {
    delete process.env.STORYFRONT_CONTENT_DIR;
    rmSync(copy, { recursive: true, force: true });
  });

  it("is served at /solutions/{slug} in English with its own SEO and renders its blocks", () => {
    expect(listSolutionSlugs()).toContain("pet-care");
    const solution = findSolution("pet-care", "en");
    expect(solution?.routePath).toBe("/solutions/pet-care");
    expect(solution?.seo.title).toBe("Pet Care | Storyfront");
    const html = renderToStaticMarkup(<RenderBlocks blocks={solution?.blocks ?? []} />);
    expect(html).toContain("In-app stories for Pet Care</span></h1>");
    expect(html).toContain('href="/sales"');
  });

  it("exists in English only, like every solutions page", () => {
    expect(findSolution("pet-care", "fr")).toBeUndefined();
  });
});
