import { collections } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { checkContent } from "../check/check-content";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { translationRows, translationStatus, translationSummary } from "./translation-status";

const changedAt = (times: Record<string, number>) => (file: string) => times[file] ?? 1_000;
const statusOf = (files: typeof repositoryContent.files, times: Record<string, number> = {}) =>
  translationStatus(checkContent(files, repositoryContent.mediaPaths).content, files, changedAt(times));
const baseline = statusOf(repositoryContent.files);
const key = (row: { locale: string; page: string }) => `${row.locale} ${row.page}`;
/** Rows that differ from today's content's rows: what the change in the test caused. */
const changed = (rows: typeof baseline) => rows.filter((row) => !baseline.some((before) => JSON.stringify(before) === JSON.stringify(row)));

describe("translation status", () => {
  it("lists every collection and the message catalogue for every locale, not only those a locale has started", () => {
    const rows = translationRows(
      checkContent(repositoryContent.files, repositoryContent.mediaPaths).content,
      repositoryContent.files,
      changedAt({}),
    );
    const folders = Object.values(collections).map((collection) => collection.folder);
    for (const locale of ["fr", "de", "es", "ru"]) {
      const listed = new Set(translationSummary(rows.filter((row) => row.locale === locale)).map((summary) => summary.collection));
      expect([...listed].sort()).toEqual([...folders, "messages"].sort());
    }
    const ru = translationSummary(rows.filter((row) => row.locale === "ru"));
    // The ru variant shows no case study, so none is counted as shown; every legal page and the FAQ are translated.
    expect(ru.find((summary) => summary.collection === "case-studies")).toMatchObject({ shown: 0, translated: 0, missing: 16 });
    expect(ru.find((summary) => summary.collection === "legal")).toMatchObject({ total: 4, translated: 4, missing: 0 });
    expect(ru.find((summary) => summary.collection === "messages")).toMatchObject({ unit: "keys", missing: 0 });
  });

  it("names entries without a translation, even in a locale that translates none of their collection", () => {
    const withoutLegal = repositoryContent.files.filter((file) => !/^legal\/.*\.ru\.mdx$/.test(file.path));
    expect(
      changed(statusOf(withoutLegal))
        .filter((row) => row.locale === "ru")
        .map(key)
        .sort(),
    ).toEqual(["ru legal/legal", "ru legal/offer", "ru legal/policy", "ru legal/terms"]);
    expect(changed(statusOf(withoutLegal)).every((row) => row.needs.join() === "missing" && row.shown)).toBe(true);
  });

  it("lists fields the translation lacks, and translations older than their source", () => {
    const french = JSON.parse(repositoryText("landings/enterprise.fr.json")) as { blocks: Record<string, unknown>[] };
    const intro = french.blocks[0] ?? {};
    expect(intro.image).toBeDefined();
    delete intro.image;
    const rows = statusOf(withFile("landings/enterprise.fr.json", JSON.stringify(french)), {
      "legal/terms.mdx": 2_000,
      "legal/terms.fr.mdx": 1_500,
    });
    expect(changed(rows)).toEqual([
      expect.objectContaining({
        locale: "fr",
        page: "landings/enterprise",
        needs: ["fields"],
        missingFields: ["blocks[0].image.src", "blocks[0].image.alt"],
      }),
      expect.objectContaining({ locale: "fr", page: "legal/terms", needs: ["older"], sourceChanged: 2_000, translationChanged: 1_500 }),
      // The other locales' terms did not change since before the source either (1 000 by default).
      expect.objectContaining({ locale: "de", page: "legal/terms", needs: ["older"] }),
      expect.objectContaining({ locale: "es", page: "legal/terms", needs: ["older"] }),
      expect.objectContaining({ locale: "ru", page: "legal/terms", needs: ["older"] }),
    ]);
    expect(baseline.map(key)).not.toContain("fr landings/enterprise");
  });

  it("names the texts of an older translation whose source changed since, block by block", () => {
    const english = JSON.parse(repositoryText("landings/enterprise.json")) as { blocks: Record<string, unknown>[] };
    const before = structuredClone(english);
    // Since the French file last changed: the intro's subtitle was reworded and a block was added above it.
    before.blocks[0]!.subtitle = "An older subtitle";
    const now = {
      ...english,
      blocks: [{ type: "richText", title: "A new section", source: "rich-text/where-to-begin.mdx" }, ...english.blocks],
    };
    const files = withFile("landings/enterprise.json", JSON.stringify(now));
    const times = changedAt({ "landings/enterprise.json": 2_000, "landings/enterprise.fr.json": 1_500 });
    const asked: string[] = [];
    const sourceAsOf = (source: string, translation: string) => {
      asked.push(`${source} as of ${translation}`);
      return source === "landings/enterprise.json" ? JSON.stringify(before) : undefined;
    };
    const rows = translationRows(checkContent(files, repositoryContent.mediaPaths).content, files, times, {
      sourceAsOf,
      locales: ["fr"],
    });
    const french = rows.find((found) => found.page === "landings/enterprise");
    expect(french).toMatchObject({ needs: expect.arrayContaining(["older"]), translation: "landings/enterprise.fr.json" });
    expect(french?.olderFields).toEqual(["blocks[1].subtitle"]);
    expect(rows.every((found) => found.locale === "fr")).toBe(true);
    // Only older translations look into history; without that history no field is named.
    expect(asked).toEqual(["landings/enterprise.json as of landings/enterprise.fr.json"]);
    const withoutHistory = translationRows(checkContent(files, repositoryContent.mediaPaths).content, files, times);
    expect(withoutHistory.find((found) => found.locale === "fr" && found.page === "landings/enterprise")?.olderFields).toEqual([]);
  });

  it("does not count the blocks a ru landing leaves out on purpose as missing fields", () => {
    const ruHome = baseline.find((row) => key(row) === "ru landings/home");
    expect(ruHome?.missingFields.some((field) => /stories|successes|inspoGuide/.test(field))).toBe(false);
  });

  it("finds texts left word for word in English, but not names and short labels", () => {
    const german = JSON.parse(repositoryText("faq/faq.de.json")) as { seo: { title: string }; groups: { entries: { answer: string }[] }[] };
    const english = JSON.parse(repositoryText("faq/faq.json")) as typeof german;
    german.groups[0]!.entries[1]!.answer = english.groups[0]!.entries[1]!.answer;
    expect(german.seo.title).toBe(english.seo.title); // "FAQ | Storyfront": the same in German, and not flagged
    expect(changed(statusOf(withFile("faq/faq.de.json", JSON.stringify(german))))).toEqual([
      expect.objectContaining({ locale: "de", page: "faq/faq", needs: ["same"], sameFields: ["groups[0].entries[1].answer"] }),
    ]);
  });

  it("checks the message catalogues key by key: missing keys and keys still in English", () => {
    const german = JSON.parse(repositoryText("messages/de.json")) as Record<string, Record<string, unknown>>;
    const english = JSON.parse(repositoryText("messages/en.json")) as Record<string, Record<string, unknown>>;
    delete german.Pricing?.tariffs;
    german.Pricing!.mauExplanation = english.Pricing?.mauExplanation;
    const files = withFile("messages/de.json", JSON.stringify(german));
    expect(changed(statusOf(files))).toEqual([
      expect.objectContaining({
        locale: "de",
        page: "messages",
        needs: ["fields", "same"],
        missingFields: ["Pricing.tariffs"],
        sameFields: ["Pricing.mauExplanation"],
      }),
    ]);
    const rows = translationRows(checkContent(files, repositoryContent.mediaPaths).content, files, changedAt({}));
    const summary = translationSummary(rows.filter((row) => row.locale === "de")).find((item) => item.collection === "messages");
    expect(summary).toMatchObject({ unit: "keys", missing: 1, same: 1 });
    expect(summary?.translated).toBe((summary?.total ?? 0) - 1);
  });
});
