import { describe, expect, test } from "vitest";
import { PageType } from "@storyfront/schemas";
import { emptyTranslation, type PageForm } from "../page/page-form";
import { changedFields, mergeFields } from "./field-compare";

const base: PageForm = {
  type: PageType.blog,
  slug: "desk-notes",
  order: 0,
  image: null,
  imageSquare: null,
  author: "Ada",
  authorSubtitle: null,
  authorImage: null,
  storyCover: null,
  icon: null,
  categoryIds: [1],
  tagIds: [],
  translations: [
    { ...emptyTranslation("en", "Desk notes"), content: "<p>First draft</p>" },
    { ...emptyTranslation("fr", "Notes"), content: "<p>Brouillon</p>" },
  ],
};

describe("comparing and merging two versions of a page", () => {
  const theirs: PageForm = {
    ...base,
    author: "Milo",
    translations: [{ ...base.translations[0]!, title: "Desk notes, revised" }, base.translations[1]!],
  };
  const mine: PageForm = {
    ...base,
    categoryIds: [1, 2],
    translations: [{ ...base.translations[0]!, content: "<p>Second draft</p>" }, { ...emptyTranslation("de", "Notizen") }],
  };

  test("lists each differing field with both sides in words, bodies as text", () => {
    const changes = changedFields(theirs, mine);
    expect(changes.map((change) => change.key)).toEqual([
      "author",
      "categoryIds",
      "translations.en.title",
      "translations.en.content",
      "translations.fr",
      "translations.de",
    ]);
    expect(changes.find((change) => change.key === "translations.en.content")).toMatchObject({
      label: "Body (English)",
      left: "First draft",
      right: "Second draft",
      isBody: true,
    });
    expect(changes[1]).toMatchObject({ label: "Categories", left: "1", right: "1, 2" });
  });

  test("a merge keeps theirs except where mine is chosen, languages included", () => {
    const merged = mergeFields(theirs, mine, new Set(["categoryIds", "translations.en.content", "translations.de"]));
    expect(merged.author).toBe("Milo");
    expect(merged.categoryIds).toEqual([1, 2]);
    expect(merged.translations.map((translation) => [translation.language, translation.title, translation.content])).toEqual([
      ["en", "Desk notes, revised", "<p>Second draft</p>"],
      ["fr", "Notes", "<p>Brouillon</p>"],
      ["de", "Notizen", ""],
    ]);
    // Keeping my side of a language I removed removes it.
    expect(mergeFields(theirs, mine, new Set(["translations.fr"])).translations.map((translation) => translation.language)).toEqual(["en"]);
    expect(changedFields(mergeFields(theirs, mine, new Set(changedFields(theirs, mine).map((change) => change.key))), mine)).toEqual([]);
  });
});
