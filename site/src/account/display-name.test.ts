import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName (spec §3)", () => {
  it("prefers the English name wherever it sits in the list", () => {
    expect(
      displayName({
        id: 7,
        slug: "news",
        languages: [
          { languageCode: "fr", name: "Actualités" },
          { languageCode: "en", name: "News" },
        ],
      }),
    ).toBe("News");
  });

  it("falls back to the first named language when English has no name", () => {
    expect(
      displayName({
        id: 7,
        slug: "news",
        languages: [
          { languageCode: "en", name: "  " },
          { languageCode: "de", name: "Nachrichten" },
          { languageCode: "fr", name: "Actualités" },
        ],
      }),
    ).toBe("Nachrichten");
  });

  it("falls back to the slug, then the id", () => {
    expect(displayName({ id: 7, slug: "news", languages: [] })).toBe("news");
    expect(displayName({ id: 7, slug: "", languages: [{ languageCode: "ru", name: "" }] })).toBe("7");
    expect(displayName({ id: 12, key: "product" })).toBe("12");
  });
});
