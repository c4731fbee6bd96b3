// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VitalChart } from "./vital-chart";

afterEach(cleanup);

const label = "LCP p75 per day: 2026-11-20 3.25 s, 2026-11-22 2.1 s. Good up to 2.5 s.";

describe("the p75 chart of one metric", () => {
  it("is an image named by its text alternative, with one point per day and the good threshold", () => {
    render(
      <VitalChart
        name="LCP"
        points={[
          { day: "2026-11-20", p75: 3250 },
          { day: "2026-11-22", p75: 2100 },
        ]}
        label={label}
        format={(value) => `${value / 1000} s`}
      />,
    );
    const chart = screen.getByRole("img", { name: label });
    const points = chart.querySelectorAll("circle");
    expect(points).toHaveLength(2);
    // The day over the threshold is drawn higher (smaller y) than the threshold line, the good day lower.
    const threshold = Number(chart.querySelector("line")?.getAttribute("y1"));
    expect(Number(points[0]?.getAttribute("cy"))).toBeLessThan(threshold);
    expect(Number(points[1]?.getAttribute("cy"))).toBeGreaterThan(threshold);
    expect(chart.querySelector("path")?.getAttribute("d")).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
    expect(chart.textContent).toContain("2.5 s");
    expect(chart.textContent).toContain("11-20");
  });

  it("draws a single day as a point without a line", () => {
    render(<VitalChart name="CLS" points={[{ day: "2026-11-22", p75: 0.02 }]} label="CLS" format={String} />);
    const chart = screen.getByRole("img", { name: "CLS" });
    expect(chart.querySelectorAll("circle")).toHaveLength(1);
    expect(chart.querySelector("path")).toBeNull();
  });
});
