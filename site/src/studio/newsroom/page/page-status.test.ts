import { describe, expect, test } from "vitest";
import { PageType } from "@storyfront/schemas";
import { emptyTranslation, type PageForm } from "./page-form";
import { outOfDateLanguages, statusOf } from "./page-status";

const fields = (en: string, fr: string | null, de?: string): PageForm => ({
  type: PageType.blog,
  slug: "notes",
  order: 0,
  image: null,
  imageSquare: null,
  author: null,
  authorSubtitle: null,
  authorImage: null,
  storyCover: null,
  icon: null,
  categoryIds: [],
  tagIds: [],
  translations: [
    emptyTranslation("en", en),
    ...(fr === null ? [] : [emptyTranslation("fr", fr)]),
    ...(de === undefined ? [] : [emptyTranslation("de", de)]),
  ],
});

describe("page status", () => {
  test("archived wins, then published, then scheduled, else draft", () => {
    expect(statusOf({ archivedAt: 5, isActive: true, publishAt: null })).toBe("archived");
    expect(statusOf({ archivedAt: null, isActive: true, publishAt: 9 })).toBe("published");
    expect(statusOf({ archivedAt: null, isActive: false, publishAt: 9 })).toBe("scheduled");
    expect(statusOf({ archivedAt: null, isActive: false, publishAt: null })).toBe("draft");
  });

  test("a language is out of date when English changed after it last did", () => {
    const revisions = [
      { version: 1, fields: fields("One", null) },
      { version: 2, fields: fields("One", "Un", "Eins") },
      { version: 3, fields: fields("One, revised", "Un", "Eins") },
      { version: 4, fields: fields("One, revised", "Un, révisé", "Eins") },
    ];
    const current = revisions[3]!.fields;
    expect(outOfDateLanguages(revisions, current)).toEqual(["de"]);
    expect(outOfDateLanguages(revisions.slice(0, 2), revisions[1]!.fields)).toEqual([]);
  });
});
