import { describe, expect, it } from "vitest";
import { readablePath } from "./readable-path";

describe("a field path in the Studio's words", () => {
  const landing = { seo: {}, blocks: [{ type: "intro" }, { type: "salesBlock" }] };
  it("names the block by its type and place, and each field and list item by its label", () => {
    expect(readablePath("blocks[1].button.label", landing)).toBe("Sales block 2 › Button › Label");
    expect(readablePath("blocks[0].titleLines[1]", landing)).toBe("Intro 1 › Title lines 2");
    expect(readablePath("seo.title", landing)).toBe("Seo › Title");
    expect(readablePath("blocks[4]", landing)).toBe("Block 5");
  });
});
