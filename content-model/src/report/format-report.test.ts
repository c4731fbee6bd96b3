import { describe, expect, it } from "vitest";
import type { Problem } from "../check/problem";
import { formatReport, type ReportOptions } from "./format-report";

const error: Problem = {
  severity: "error",
  file: "landings/x.json",
  line: 14,
  column: 17,
  path: "blocks[1].type",
  message: 'unknown block type "carousel"',
  fix: "use one of: intro, numbers",
};
const warning: Problem = {
  severity: "warning",
  file: "landings/x.fr.json",
  line: 6,
  column: 13,
  path: "blocks",
  message: "the translation lacks the block numbers, unlike landings/x.json",
  fix: "give it the same structure",
  relatedFile: "landings/x.json",
};
const options: ReportOptions = { format: "text", label: "content", strict: false, validSummary: "✔ Content is valid." };

describe("the validation report", () => {
  it("reads as today's text with file:line:column on each problem", () => {
    const report = formatReport({ problems: [error], warnings: [warning] }, options);
    expect(report.failed).toBe(true);
    expect(report.text.split("\n")).toEqual([
      "✖ content/landings/x.json",
      '  content/landings/x.json:14:17 blocks[1].type: unknown block type "carousel"',
      "    fix: use one of: intro, numbers",
      "⚠ content/landings/x.fr.json",
      "  content/landings/x.fr.json:6:13 blocks: the translation lacks the block numbers, unlike landings/x.json",
      "    fix: give it the same structure",
      "1 problem in 1 file, and 1 warning in 1 file (they fail only with --strict). Fix them and run npm run validate again.",
    ]);
  });

  it("passes with warnings unless strict", () => {
    const relaxed = formatReport({ problems: [], warnings: [warning] }, options);
    expect(relaxed.failed).toBe(false);
    expect(relaxed.text).toContain("✔ Content is valid.\n1 warning in 1 file (they fail only with --strict).");
    expect(formatReport({ problems: [], warnings: [warning] }, { ...options, strict: true }).failed).toBe(true);
  });

  it("gives tools JSON with paths from the repository root", () => {
    const report = formatReport({ problems: [error], warnings: [warning] }, { ...options, format: "json" });
    expect(JSON.parse(report.text)).toEqual({
      ok: false,
      strict: false,
      errorCount: 1,
      warningCount: 1,
      problems: [
        { ...error, file: "content/landings/x.json" },
        { ...warning, file: "content/landings/x.fr.json", relatedFile: "content/landings/x.json" },
      ],
    });
  });

  it("writes GitHub Actions annotations, escaping what the format needs", () => {
    const report = formatReport(
      { problems: [{ ...error, message: "50% off: wrong\nsecond line" }], warnings: [warning] },
      { ...options, format: "github" },
    );
    const [first, second, summary] = report.text.split("\n");
    expect(first).toBe(
      "::error file=content/landings/x.json,line=14,col=17,title=blocks[1].type::50%25 off: wrong%0Asecond line%0Afix: use one of: " +
        "intro, numbers",
    );
    expect(second).toMatch(/^::warning file=content\/landings\/x\.fr\.json,line=6,col=13,title=blocks::the translation lacks/);
    expect(summary).toBe("1 problem and 1 warning: content is invalid.");
  });
});
