// What the field data says, as a table: per page the p75 of each metric rated as the Speed screen rates it, and
// beside it the lab's figures of the same page when the speed benchmark has them (field-data.ts collects).
import { vitalRating, type AdminVitals, type VitalName } from "@storyfront/schemas";
import { fieldPages, type FieldPage } from "./field-pages";

/** The lab's figures for a page, as the speed benchmark summarises its Lighthouse runs (milliseconds, CLS a score). */
export type LabFigures = { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

const shortRating = { good: "good", "needs-improvement": "NI", poor: "poor" } as const;

/** A metric's p75 as the Speed screen rates it, e.g. "1234 ms good" or "0.012 good"; "–" without samples. */
export function p75Text(figures: AdminVitals, page: Pick<FieldPage, "routeFamily" | "variant">, metric: VitalName): string {
  const row = figures.rows.find((r) => r.routeFamily === page.routeFamily && r.variant === page.variant && r.metric === metric);
  if (!row) return "–";
  const value = metric === "CLS" ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
  return `${value} ${shortRating[vitalRating(metric, row.p75)]}`;
}

/** One table row per page: the field's p75 of each metric and its samples, then the lab's figures of that page. */
export function fieldRows(figures: AdminVitals, pages: FieldPage[] = fieldPages, lab?: Map<string, LabFigures>) {
  return pages.map((page) => {
    const samples = figures.rows
      .filter((r) => r.routeFamily === page.routeFamily && r.variant === page.variant && r.metric === "LCP")
      .reduce((sum, r) => sum + r.samples, 0);
    const figuresOfLab = lab?.get(page.name);
    return {
      page: page.name,
      "page type": `${page.routeFamily}/${page.variant}`,
      "visits seen": samples,
      "LCP p75": p75Text(figures, page, "LCP"),
      "INP p75": p75Text(figures, page, "INP"),
      "CLS p75": p75Text(figures, page, "CLS"),
      "FCP p75": p75Text(figures, page, "FCP"),
      "TTFB p75": p75Text(figures, page, "TTFB"),
      ...(lab
        ? {
            "lab LCP ms": figuresOfLab ? Math.round(figuresOfLab.lcpMs) : "",
            "lab FCP ms": figuresOfLab ? Math.round(figuresOfLab.fcpMs) : "",
            "lab TBT ms": figuresOfLab ? Math.round(figuresOfLab.tbtMs) : "",
            "lab CLS": figuresOfLab ? figuresOfLab.cls.toFixed(3) : "",
          }
        : {}),
    };
  });
}

/** Prints what the field data says after the visits, beside the lab's figures when there are any. */
export function printFieldData(figures: AdminVitals, visits: number, lab?: Map<string, LabFigures>) {
  console.log(
    `\nField data after ${visits} visit(s) per page (Chromium as a phone: 4× CPU, slow 4G; GET /admin/vitals, last day, p75; ` +
      `good up to LCP 2,500 ms, INP 200 ms, CLS 0.1, FCP 1,800 ms, TTFB 800 ms; NI = needs improvement)` +
      (lab?.size ? ", lab: Lighthouse applied throttling, median:" : ":"),
  );
  console.table(fieldRows(figures, fieldPages, lab));
}
