import { describe, expect, it } from "vitest";
import { getSiteSettings } from "@/page-data/content";
import { withoutDraftLinks } from "./drafts";

describe("links to draft pages", () => {
  it("leave the header menus and the footer in production", () => {
    const settings = getSiteSettings("en");
    const target = settings.navigation.groups.flatMap((group) => group.items).find((item) => item.href.startsWith("/solutions/"));
    expect(target).toBeDefined();
    const hidden = withoutDraftLinks(settings, new Set([target?.href ?? ""]));
    const hrefs = (value: typeof settings) =>
      [
        ...value.navigation.groups.flatMap((group) => group.items),
        ...value.navigation.links,
        ...value.footer.columns.flatMap((column) => column.links),
      ].map((item) => item.href);
    expect(hrefs(settings)).toContain(target?.href);
    expect(hrefs(hidden)).not.toContain(target?.href);
    expect(hrefs(hidden).length).toBeLessThan(hrefs(settings).length);
    expect(withoutDraftLinks(settings, new Set())).toBe(settings);
  });
});
