import { routeTable } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { loadContent } from "@/page-data/content/load-content";
import { entryTitles } from "./entry-titles";

describe("titles of content entries", () => {
  it("has a title for the entry of every family the route table titles from its content", () => {
    const content = loadContent();
    const families = routeTable.filter((family) => family.title === "content" && family.slugs.from !== "none");
    expect(families.map((family) => family.pattern)).toContain("/faq");
    for (const { pattern, slugs } of families) {
      if (slugs.from !== "content" && slugs.from !== "entry") throw new Error(`${pattern} is titled from content it does not list`);
      const slug = slugs.from === "entry" ? slugs.slug : ([...content[slugs.collection].keys()][0] ?? "");
      expect(entryTitles[slugs.collection]?.(slug, "en"), pattern).toMatch(/\S/);
    }
  });
});
