import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { translationStatus } from "./translation-status";

const changedAt = (times: Record<string, number>) => (file: string) => times[file] ?? 1_000;
const baseline = translationStatus(checkContent(repositoryContent.files, repositoryContent.mediaPaths).content, repositoryContent.files, changedAt({}));
const key = (row: { locale: string; page: string }) => `${row.locale} ${row.page}`;
/** Rows that differ from today's content's rows: what the change in the test caused. */
const changed = (rows: typeof baseline) => rows.filter((row) => !baseline.some((before) => JSON.stringify(before) === JSON.stringify(row)));

describe("translation status", () => {
  it("names pages without a translation in a locale that translates their collection", () => {
    const { content } = checkContent(repositoryContent.files, repositoryContent.mediaPaths);
    const rows = baseline;
    // ru translates the home and enterprise landings, so the others are missing in ru; legal pages are not expected.
    const ruMissing = rows.filter((row) => row.locale === "ru" && row.needs.includes("missing"));
    expect(ruMissing.map((row) => row.page).sort()).toEqual([...content.landings.keys()].filter((slug) => slug !== "home" && slug !== "enterprise").map((slug) => `landings/${slug}`).sort());
    expect(ruMissing.every((row) => row.translation === undefined)).toBe(true);
    expect(rows.some((row) => row.page.startsWith("legal/") && row.locale === "ru")).toBe(false);
  });

  it("lists fields the translation lacks, and translations older than their source", () => {
    const french = JSON.parse(repositoryText("landings/enterprise.fr.json")) as { blocks: Record<string, unknown>[] };
    const intro = french.blocks[0] ?? {};
    expect(intro.image).toBeDefined();
    delete intro.image;
    const files = withFile("landings/enterprise.fr.json", JSON.stringify(french));
    const { content } = checkContent(files, repositoryContent.mediaPaths);
    const rows = translationStatus(content, files, changedAt({ "legal/terms.mdx": 2_000, "legal/terms.fr.mdx": 1_500 }));
    expect(changed(rows)).toEqual([
      expect.objectContaining({ locale: "fr", page: "landings/enterprise", needs: ["fields"], missingFields: ["blocks[0].image.src", "blocks[0].image.alt"] }),
      expect.objectContaining({ locale: "fr", page: "legal/terms", needs: ["older"], sourceChanged: 2_000, translationChanged: 1_500 }),
      // The other locales' terms did not change since before the source either (1 000 by default).
      expect.objectContaining({ locale: "de", page: "legal/terms", needs: ["older"] }),
      expect.objectContaining({ locale: "es", page: "legal/terms", needs: ["older"] }),
    ]);
    expect(baseline.map(key)).not.toContain("fr landings/enterprise");
  });

  it("checks the message catalogues key by key", () => {
    const german = JSON.parse(repositoryText("messages/de.json")) as Record<string, Record<string, unknown>>;
    const [namespace = "", keys = {}] = Object.entries(german)[0] ?? [];
    const [firstKey = ""] = Object.keys(keys);
    delete keys[firstKey];
    const files = withFile("messages/de.json", JSON.stringify(german));
    const { content } = checkContent(files, repositoryContent.mediaPaths);
    expect(changed(translationStatus(content, files, changedAt({})))).toEqual([
      expect.objectContaining({ locale: "de", page: "messages", needs: ["fields"], missingFields: [`${namespace}.${firstKey}`] }),
    ]);
  });
});
