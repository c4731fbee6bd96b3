import { describe, expect, it } from "vitest";
import { fieldFlag, stateNow, type TranslationState } from "./translation-state";

const state: TranslationState = {
  source: "landings/home.json",
  missingFields: [],
  sameFields: [],
  older: true,
  olderFields: ["blocks[0].subtitle"],
  sourceChanged: 2_000,
  translationChanged: 1_000,
  measuredBy: "git",
};
const english = "Stories inside your apps, built without code.";
const flag = (path: string, value: unknown, opened: unknown = value) => fieldFlag({ path, english, value, opened, state });

describe("a translated field's flag", () => {
  it("is missing while empty, and same as English while a sentence is left word for word", () => {
    expect(flag("blocks[0].title", "")).toBe("missing");
    expect(flag("blocks[0].title", undefined)).toBe("missing");
    expect(flag("blocks[0].title", english)).toBe("same as English");
    // Links and names are the same in every language: never flagged for it (as the translations report counts).
    expect(
      fieldFlag({ path: "blocks[0].button.href", english: "/sales/book a demo now", value: "/sales/book a demo now", opened: "", state }),
    ).toBe(null);
  });

  it("says the English changed since where the report says so, until the field is edited", () => {
    expect(flag("blocks[0].subtitle", "Des stories dans vos apps.")).toBe("English changed since");
    expect(flag("blocks[0].subtitle", "Des stories dans vos apps, sans code.", "Des stories dans vos apps.")).toBe(null);
    expect(flag("blocks[0].title", "Des stories.")).toBe(null);
  });
});

describe("the summary's lists as the document is now", () => {
  const report: TranslationState = {
    ...state,
    missingFields: ["blocks[0].title"],
    sameFields: ["blocks[0].subtitle", "seo.title"],
    olderFields: [],
  };
  const source = { seo: { title: "Storyfront, stories in your app" }, blocks: [{ title: "Stories", subtitle: english }] };
  const opened = { seo: { title: "Storyfront, stories in your app" }, blocks: [{ subtitle: english }] };

  it("drops a text translated since the report, and keeps the others", () => {
    const document = { ...opened, blocks: [{ subtitle: "Des stories dans vos applications, sans code." }] };
    const now = stateNow(report, { document, source, opened });
    expect(now.sameFields).toEqual(["seo.title"]);
    expect(now.missingFields).toEqual(["blocks[0].title"]);
  });

  it("drops a field filled in since", () => {
    const document = { ...opened, blocks: [{ title: "Des stories", subtitle: english }] };
    expect(stateNow(report, { document, source, opened }).missingFields).toEqual([]);
  });
});
