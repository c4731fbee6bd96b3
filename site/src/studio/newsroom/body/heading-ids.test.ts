import { describe, expect, test } from "vitest";
import { headingId, headingIds } from "./heading-ids";

describe("heading ids", () => {
  test("come from the words of the text, accents and punctuation dropped", () => {
    expect(headingId("Pricing & Plans: 2026!")).toBe("pricing-plans-2026");
    expect(headingId("Crème brûlée")).toBe("creme-brulee");
    expect(headingId("Привет мир")).toBe("привет-мир");
    expect(headingId("  ?! ")).toBe("section");
  });

  test("repeat texts are numbered in order, and an unchanged heading keeps its id when others change", () => {
    expect(headingIds(["Intro", "Setup", "Intro"])).toEqual(["intro", "setup", "intro-2"]);
    const before = headingIds(["Intro", "Setup", "Results"]);
    const after = headingIds(["Intro", "Setting it up", "Results"]);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
  });
});
