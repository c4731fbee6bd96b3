// How the Speed screen writes a metric's value: seconds from one second up, milliseconds below, CLS as a score.
import type { VitalName } from "@storyfront/schemas/api/vitals-thresholds";

/** The digits a value is written with (next-intl's format.number fits). */
export type FractionDigits = { minimumFractionDigits: number; maximumFractionDigits: number };
type NumberFormat = (value: number, options: FractionDigits) => string;

export function formatVital(name: VitalName, value: number, number: NumberFormat): string {
  if (name === "CLS") return number(value, { maximumFractionDigits: 3, minimumFractionDigits: 2 });
  if (value >= 1000) return `${number(value / 1000, { maximumFractionDigits: 2, minimumFractionDigits: 1 })} s`;
  return `${number(Math.round(value), { minimumFractionDigits: 0, maximumFractionDigits: 0 })} ms`;
}
