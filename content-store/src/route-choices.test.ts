import { join } from "node:path";
import { checkContent, missingRoute } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { describe, expect, it } from "vitest";
import { routeChoices } from "./route-choices";

const { files, mediaPaths } = readContentFolder(join(import.meta.dirname, "../../content"));
const { content } = checkContent(files, mediaPaths);

describe("route choices for link fields", () => {
  it("offers the com variant's pages, content slugs included, each one the checker accepts", () => {
    const routes = routeChoices(content, "com", "en");
    expect(routes).toEqual(expect.arrayContaining(["/", "/sales", "/enterprise", `/case-studies/${[...content.caseStudies.keys()][0]}`]));
    const slugs = {
      solutions: new Set(content.solutions.keys()),
      caseStudies: new Set(content.caseStudies.keys()),
      whitePapers: new Set(content.whitePapers.keys()),
    };
    for (const route of routes.filter((route) => !route.startsWith("/solutions/"))) expect(missingRoute(route, slugs)).toBeUndefined();
  });

  it("leaves out what the ru variant does not have, and prefixes a translation's locale", () => {
    expect(routeChoices(content, "ru", "ru").some((route) => route.startsWith("/case-studies"))).toBe(false);
    expect(routeChoices(content, "com", "fr")).toEqual(expect.arrayContaining(["/fr", "/fr/sales"]));
  });
});
