import { describe, expect, test } from "vitest";
import { diffText, type DiffPart } from "./text-diff";

const side = (parts: DiffPart[], keep: "added" | "removed") =>
  parts
    .filter((part) => part.kind === "same" || part.kind === keep)
    .map((part) => part.text)
    .join("");

describe("text diff", () => {
  test("marks the words removed and added, and both texts can be read back from it", () => {
    const parts = diffText("The quick brown fox", "The slow brown fox jumps");
    expect(parts).toEqual([
      { kind: "same", text: "The " },
      { kind: "removed", text: "quick" },
      { kind: "added", text: "slow" },
      { kind: "same", text: " brown fox" },
      { kind: "added", text: " jumps" },
    ]);
    expect(side(parts, "removed")).toBe("The quick brown fox");
    expect(side(parts, "added")).toBe("The slow brown fox jumps");
  });

  test("equal texts are one unchanged part; a long body with changes far apart still diffs, line by line", () => {
    expect(diffText("same words", "same words")).toEqual([{ kind: "same", text: "same words" }]);
    const paragraph = (n: number) => `Paragraph ${n} ${"word ".repeat(40)}\n`;
    const before = Array.from({ length: 300 }, (_, n) => paragraph(n)).join("");
    const after = before.replace("Paragraph 1 ", "Paragraph one ").replace("Paragraph 298 ", "Paragraph 298 changed ");
    const parts = diffText(before, after);
    expect(side(parts, "removed")).toBe(before);
    expect(side(parts, "added")).toBe(after);
    expect(parts.filter((part) => part.kind !== "same").length).toBeLessThanOrEqual(4);
  });
});
