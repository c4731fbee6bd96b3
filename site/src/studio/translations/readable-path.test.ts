import { describe, expect, it } from "vitest";
import { readablePath } from "./readable-path";

describe("a field path in the Studio's words", () => {
  const landing = { seo: {}, blocks: [{ type: "intro" }, { type: "salesBlock" }, { type: "benefits" }, { type: "benefits" }] };
  it("names the block by its type, and each field, line and list item by its label", () => {
    expect(readablePath("blocks[1].button.href", landing)).toBe("Sales block › Button › Link");
    expect(readablePath("blocks[0].titleLines[1]", landing)).toBe("Intro › Title, line 2");
    expect(readablePath("blocks[3].items[0].icon.src", landing)).toBe("Benefits 2 › Items, item 1 › Icon › Picture");
    expect(readablePath("seo.title", landing)).toBe("SEO › Title");
    expect(readablePath("blocks[6]", landing)).toBe("Block 7");
  });
});
