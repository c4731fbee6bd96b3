import type { AdminVitals } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { fieldPages } from "./field-pages";
import { fieldRows, p75Text } from "./field-report";

const aggregate = (
  routeFamily: AdminVitals["rows"][number]["routeFamily"],
  variant: "com" | "ru",
  metric: string,
  p75: number,
  samples = 3,
) => ({ routeFamily, variant, metric, p75, samples, good: 1, needsImprovement: 0, poor: 0 }) as AdminVitals["rows"][number];

const figures: AdminVitals = {
  days: 1,
  variant: null,
  totals: [],
  rows: [
    aggregate("home", "com", "LCP", 2612.4),
    aggregate("home", "com", "CLS", 0.004),
    aggregate("home", "com", "INP", 520),
    aggregate("home", "ru", "LCP", 1200, 2),
    aggregate("pricing", "com", "TTFB", 790),
  ],
  series: [],
};

describe("the field data table of the speed benchmark", () => {
  it("writes each p75 with the Speed screen's rating, and a dash where no sample came", () => {
    const home = fieldPages.find((page) => page.name === "home")!;
    expect(p75Text(figures, home, "LCP")).toBe("2612 ms NI");
    expect(p75Text(figures, home, "CLS")).toBe("0.004 good");
    expect(p75Text(figures, home, "INP")).toBe("520 ms poor");
    expect(p75Text(figures, home, "FCP")).toBe("–");
  });

  it("keeps the variants apart and puts the lab's figures of the same page beside the field's", () => {
    const lab = new Map([["ru home", { fcpMs: 1012.6, lcpMs: 1100.2, tbtMs: 40, cls: 0 }]]);
    const rows = fieldRows(figures, fieldPages, lab);
    expect(rows.map((row) => row.page)).toEqual(fieldPages.map((page) => page.name));
    const ruHome = rows.find((row) => row.page === "ru home")!;
    expect(ruHome).toMatchObject({
      "page type": "home/ru",
      "visits seen": 2,
      "LCP p75": "1200 ms good",
      "lab LCP ms": 1100,
      "lab FCP ms": 1013,
    });
    expect(rows.find((row) => row.page === "pricing")).toMatchObject({ "TTFB p75": "790 ms good", "lab LCP ms": "" });
    expect(fieldRows(figures)[0]).not.toHaveProperty("lab LCP ms");
  });
});
