import { describe, expect, it } from "vitest";
import { changedLandingTexts, missingLandingFields } from "./text-fields";

describe("a translation's texts, block by block", () => {
  const source = { blocks: [{ type: "intro", subtitle: "Stories in your app", partners: ["northwind", "lumen", "acme"] }] };

  it("does not count entries shown by reference (as the schema marks them) as missing or changed text", () => {
    const translation = { blocks: [{ type: "intro", subtitle: "Des stories dans votre app", partners: ["northwind"] }] };
    expect(missingLandingFields(source, translation, () => true)).toEqual([]);
    expect(changedLandingTexts(source, { blocks: [{ ...source.blocks[0], partners: ["lumen"] }] })).toEqual([]);
  });

  it("still counts a text the translation lacks", () => {
    const translation = { blocks: [{ type: "intro", partners: ["northwind"] }] };
    expect(missingLandingFields(source, translation, () => true)).toEqual(["blocks[0].subtitle"]);
  });
});
