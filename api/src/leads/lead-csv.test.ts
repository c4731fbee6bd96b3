import { describe, expect, it } from "vitest";
import { csvCell } from "./lead-csv";

describe("CSV cells of the leads export", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi", then go', '"say ""hi"", then go"'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", `"'=1+2"`],
    ["+49 30 123", `"'+49 30 123"`],
    ["-cmd", `"'-cmd"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=tab", `"'\t=tab"`],
    ["\r=cr", `"'\r=cr"`],
    ["a=b", '"a=b"'],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers bare and null as an empty cell", () => {
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });
});
