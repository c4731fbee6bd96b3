import { describe, expect, it } from "vitest";
import { showIntroBar } from "./intro-bar";

describe("intro bar", () => {
  it("shows for the configured product-launch ref or when the landing config enables it", () => {
    expect(showIntroBar("producthunt", "producthunt", false)).toBe(true);
    expect(showIntroBar(null, "producthunt", true)).toBe(true);
    expect(showIntroBar("newsletter", "producthunt", false)).toBe(false);
    expect(showIntroBar(null, "producthunt", false)).toBe(false);
    expect(showIntroBar("", "", false)).toBe(false);
  });
});
