import { describe, expect, it } from "vitest";
import { changedFields, maxFieldChanges } from "./field-changes";

describe("changedFields", () => {
  it("names each changed, added and removed value of a JSON file by its path, old and new", () => {
    const before = JSON.stringify({
      $schema: "a",
      slug: "home",
      blocks: [{ type: "intro", subtitle: "Old words", count: 3 }, { type: "faq" }],
    });
    const after = JSON.stringify({
      $schema: "b",
      slug: "home",
      blocks: [{ type: "intro", subtitle: "New words", count: 4, badge: "New" }],
    });
    expect(changedFields(before, after)).toEqual({
      fields: [
        { field: "blocks[0].subtitle", before: "Old words", after: "New words" },
        { field: "blocks[0].count", before: "3", after: "4" },
        { field: "blocks[0].badge", after: "New" },
        { field: "blocks[1].type", before: "faq" },
      ],
      more: 0,
    });
  });

  it("caps a long list and counts the rest; a file that is not JSON has no fields", () => {
    const many = (word: string) => JSON.stringify({ items: Array.from({ length: 40 }, (_, index) => `${word} ${index}`) });
    expect(changedFields(many("a"), many("b"))).toMatchObject({ more: 40 - maxFieldChanges });
    expect(changedFields(many("a"), many("b"))?.fields).toHaveLength(maxFieldChanges);
    expect(changedFields("{", "{}")).toBeUndefined();
  });
});
