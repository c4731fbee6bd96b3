// The route table (@storyfront/schemas) and the page files under app/[site]/[locale] describe the same
// pages: a page without an entry, or an entry without a page, fails here; so does a family whose pages
// are found by a lookup that the proxy's page check does not have.
import { readdirSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoute, routeTable } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { existenceLookups, pageExistence } from "./page-existence";
import { isApiBackedRoute } from "@/api-client/api-health";

const pagesRoot = fileURLToPath(new URL("../app/[site]/[locale]/", import.meta.url));

/** Each page file as "(layout)/pattern": the route group is the layout, %5F is Next's escape of "_". */
function pageFiles(): string[] {
  return readdirSync(pagesRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page.tsx")
    .map((entry) => {
      const folders = relative(pagesRoot, entry.parentPath).split(sep).filter(Boolean).map(decodeURIComponent);
      const group = /^\((.+)\)$/.exec(folders[0] ?? "")?.[1];
      const pattern = `/${(group ? folders.slice(1) : folders).join("/")}`;
      return `(${group ?? "none"})${pattern}`;
    })
    .sort();
}

describe("route table", () => {
  it("has one entry per page file under app/[site]/[locale], and a page file per entry", () => {
    const entries = routeTable.map((family) => `(${family.layout})${family.pattern}`).sort();
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toEqual(pageFiles());
  });

  it("gives the proxy's page check a lookup for every family found by one", () => {
    const lookupFamilies = routeTable
      .filter((family) => family.exists === "lookup")
      .map((family) => family.pattern)
      .sort();
    expect(Object.keys(existenceLookups).sort()).toEqual(lookupFamilies);
  });

  it("matches static segments before parameters, as Next does", () => {
    expect(matchRoute("/blog/search")?.family.pattern).toBe("/blog/search");
    expect(matchRoute("/blog/some-article")?.family.pattern).toBe("/blog/[page]");
    expect(matchRoute("/pricing")?.family.pattern).toBe("/pricing");
    expect(matchRoute("/telecom")?.family.pattern).toBe("/[slug]");
    expect(matchRoute("/blog//x")).toBeUndefined();
  });

  it("derives the page check, API-down handling from the table: every fixed family is a page somewhere", () => {
    const domains = [
      { isRu: false, environment: "dev" as const },
      { isRu: true, environment: "dev" as const },
    ];
    for (const family of routeTable.filter((entry) => !entry.pattern.includes("[") && entry.exists !== "preview-build")) {
      const somewhere = domains.some((domain) =>
        (["en", "ru"] as const).some((locale) => pageExistence(domain, locale, family.pattern).kind === "page"),
      );
      expect(somewhere, family.pattern).toBe(true);
      expect(isApiBackedRoute(family.pattern), family.pattern).toBe(family.needsApi);
    }
  });
});
