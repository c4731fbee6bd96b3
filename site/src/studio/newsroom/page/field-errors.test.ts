import { describe, expect, test } from "vitest";
import { PageType } from "@storyfront/schemas";
import { emptyTranslation, type PageForm } from "./page-form";
import { fieldErrorsOf, sentence } from "./field-errors";

describe("the API's field errors at the form's fields", () => {
  test("a translation's error is named by its language, the others as they come", () => {
    const sent = { type: PageType.blog, translations: [emptyTranslation("en"), emptyTranslation("fr")] } as PageForm;
    expect(
      fieldErrorsOf(
        [
          { field: "translations.1.content", message: "<script> is not allowed in the body" },
          { field: "slug", message: 'Slug "x" has already been taken' },
          { field: "categoryIds.0", message: "must be an integer" },
        ],
        sent,
      ),
    ).toEqual({
      "translations.fr.content": "<script> is not allowed in the body",
      slug: 'Slug "x" has already been taken',
      categoryIds: "must be an integer",
    });
    expect(sentence("must be at most 300 characters")).toBe("Must be at most 300 characters.");
  });
});
