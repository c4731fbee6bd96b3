import { describe, expect, test } from "vitest";
import { diffLines, diffText, type DiffPart } from "./text-diff";

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

describe("diffLines", () => {
  test("compares whole lines, so a changed JSON value reads as one line out and one line in", () => {
    const before = '{\n  "title": "Spring",\n  "subtitle": "Their words here"\n}\n';
    const after = '{\n  "title": "Spring",\n  "subtitle": "My words there"\n}\n';
    expect(diffLines(before, after)).toEqual([
      { kind: "same", text: '{\n  "title": "Spring",\n' },
      { kind: "removed", text: '  "subtitle": "Their words here"\n' },
      { kind: "added", text: '  "subtitle": "My words there"\n' },
      { kind: "same", text: "}\n" },
    ]);
  });
});
