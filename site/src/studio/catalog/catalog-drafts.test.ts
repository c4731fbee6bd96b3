import { describe, expect, it } from "vitest";
import type { AuthoredTariff } from "@storyfront/schemas";
import { categoryBody, categoryDraft, tariffBody, tariffDraft } from "./catalog-drafts";

describe("the catalogue forms' bodies", () => {
  it("sends a category's languages that have any text, in the order the field errors refer to", () => {
    const draft = categoryDraft(null);
    draft.slug = "desk-notes";
    draft.texts.en.title = "Desk notes";
    draft.texts.de.seoTitle = "Notizen";
    const { body, languageAt } = categoryBody(draft);
    expect(languageAt).toEqual(["en", "de"]);
    expect(body.translations).toEqual([
      { language: "en", title: "Desk notes", seoTitle: null, seoKeywords: null, seoDescription: null },
      // A German SEO title without a title: sent, so the API names translations.1.title for the form.
      { language: "de", title: "", seoTitle: "Notizen", seoKeywords: null, seoDescription: null },
    ]);
  });

  it("turns a tariff's options into one per line and its typed price into a number, and back", () => {
    const tariff: AuthoredTariff = {
      id: 1,
      order: 1,
      featured: false,
      version: 2,
      updatedAt: null,
      updatedBy: null,
      cost_numeric: 599,
      button_link: "/sales",
      translations: [
        {
          language: "en",
          name: "Below 100K MAU",
          description: "",
          cost: "$599/mo",
          options_title: "",
          options: ["A", "B"],
          button_text: "Go",
        },
      ],
    };
    const draft = tariffDraft(tariff);
    expect(draft.texts.en.options).toBe("A\nB");
    draft.texts.en.options = "A\n\n  C  \n";
    const { body, languageAt } = tariffBody(draft);
    expect(languageAt).toEqual(["en"]);
    expect(body.cost_numeric).toBe(599);
    expect(body.translations[0]?.options).toEqual(["A", "C"]);
    draft.costNumeric = "about 600";
    expect(tariffBody(draft).body.cost_numeric).toBe("about 600");
  });
});
