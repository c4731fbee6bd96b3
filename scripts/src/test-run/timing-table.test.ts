import { describe, expect, it } from "vitest";
import { timingTable } from "./timing-table";

describe("the timing table", () => {
  it("lists every phase with its time and outcome, and the wall-clock total", () => {
    const lines = timingTable(
      [
        { name: "lint", outcome: "passed", ms: 12_340 },
        { name: "unit: api", outcome: "failed", ms: 95_000 },
        { name: "build", outcome: "not run", ms: 0 },
      ],
      107_500,
    );
    expect(lines.join("\n")).toMatch(/lint\s+12\.3 s\s+passed/);
    expect(lines.join("\n")).toMatch(/unit: api\s+95\.0 s\s+failed/);
    expect(lines.join("\n")).toMatch(/build\s+-\s+not run/);
    expect(lines.join("\n")).toContain("107.5 s (1 min 48 s)");
  });

  it("lists the slowest browser-test files first, only as many as asked", () => {
    const text = timingTable(
      [{ name: "browser tests", outcome: "passed", ms: 1000 }],
      1000,
      [
        { file: "quick.spec.ts", ms: 1_000, tests: 2 },
        { file: "studio.spec.ts", ms: 90_000, tests: 9 },
        { file: "crawl.spec.ts", ms: 40_000, tests: 1 },
      ],
      2,
    ).join("\n");
    expect(text).toContain("2 of 3");
    expect(text).toContain("131.0 s in all");
    expect(text.indexOf("studio.spec.ts")).toBeLessThan(text.indexOf("crawl.spec.ts"));
    expect(text).not.toContain("quick.spec.ts");
  });
});
