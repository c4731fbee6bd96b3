import { checkContent, pageCompleteness, translationRows } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../content-root";
import { translationsJson, translationsText } from "./translations-report";

const { files, mediaPaths } = readContentFolder(contentRoot);
const { content } = checkContent(files, mediaPaths);
const withoutRuTerms = files.filter((file) => file.path !== "legal/terms.ru.mdx");
const input = (list: typeof files) => {
  const checked = checkContent(list, mediaPaths).content;
  return { rows: translationRows(checked, list, () => 1_000), pages: pageCompleteness(checked, list), timeSource: "git" };
};

describe("translations report", () => {
  it("prints every collection for every locale, legal pages, FAQ, pricing, reviews and messages (keys) included", () => {
    const text = translationsText(input(files));
    for (const locale of ["fr", "de", "es", "ru"])
      expect(text).toMatch(new RegExp(`^${locale} \\((com|ru)\\): \\d+ of \\d+ pages fully translated`, "m"));
    const ru = text.slice(text.indexOf("\nru (ru)"));
    for (const collection of ["landings", "case-studies", "reviews", "awards", "addons", "legal", "pricing", "faq", "settings"])
      expect(ru).toMatch(new RegExp(`^ {4}${collection} +\\d+ entr`, "m"));
    expect(ru).toMatch(/^ {4}messages +\d+ keys/m);
  });

  it("names a missing ru legal page as a file to add, and its page as not fully translated", () => {
    const text = translationsText(input(withoutRuTerms));
    const ru = text.slice(text.indexOf("\nru (ru)"));
    expect(ru).toMatch(/^ {4}legal\/terms +no translation +add legal\/terms\.ru\.mdx$/m);
    expect(ru).toMatch(/^ {4}\/terms: legal\/terms\.mdx$/m);
  });

  it("names the source texts that changed since an older translation", () => {
    const rows = input(files).rows.map((row) =>
      row.locale === "de" && row.page === "legal/terms"
        ? {
            ...row,
            needs: [...row.needs, "older" as const],
            sourceChanged: Date.parse("2026-03-01"),
            translationChanged: Date.parse("2026-01-01"),
            olderFields: ["title"],
          }
        : row,
    );
    const de = translationsText({ ...input(files), rows }).split("\nes (com)")[0] ?? "";
    expect(de).toMatch(/^ {4}legal\/terms +older than source +source 2026-03-01, translation 2026-01-01, changed since: title$/m);
  });

  it("gives tools the same in JSON: per locale the collections, the rows that need work and the pages", () => {
    const json = JSON.parse(translationsJson(input(withoutRuTerms))) as {
      locales: {
        locale: string;
        collections: { collection: string; missing: number }[];
        rows: { page: string }[];
        pages: { path: string; complete: boolean }[];
      }[];
    };
    const ru = json.locales.find((locale) => locale.locale === "ru");
    expect(ru?.collections.find((summary) => summary.collection === "legal")?.missing).toBe(1);
    expect(ru?.rows.map((row) => row.page)).toContain("legal/terms");
    expect(ru?.pages.find((page) => page.path === "/terms")?.complete).toBe(false);
    expect(content.legal.get("terms")?.files.ru).toBe("legal/terms.ru.mdx");
  });
});
