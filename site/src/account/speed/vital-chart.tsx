import { vitalThresholds, type VitalName } from "@storyfront/schemas/api/vitals-thresholds";
import styles from "./speed.module.css";

export type ChartPoint = { day: string; p75: number };

const width = 320;
const height = 120;
const pad = { top: 10, right: 10, bottom: 22, left: 10 };

/**
 * The daily p75 of one metric as a small inline SVG line, with the "good" threshold dashed. The figure's text
 * alternative (`label`) lists every point, so the chart says nothing a screen reader cannot hear.
 */
export function VitalChart({
  name,
  points,
  label,
  format,
}: {
  name: VitalName;
  points: ChartPoint[];
  label: string;
  format: (value: number) => string;
}) {
  const threshold = vitalThresholds[name][0];
  const top = Math.max(threshold * 1.25, ...points.map((point) => point.p75)) * 1.05;
  const innerWidth = width - pad.left - pad.right;
  const innerHeight = height - pad.top - pad.bottom;
  const x = (index: number) => pad.left + (points.length <= 1 ? innerWidth / 2 : (index / (points.length - 1)) * innerWidth);
  const y = (value: number) => pad.top + innerHeight - (value / top) * innerHeight;
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.p75).toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-testid={`vital-chart-${name}`}>
      <line className={styles.threshold} x1={pad.left} x2={width - pad.right} y1={y(threshold)} y2={y(threshold)} />
      <text className={styles.thresholdLabel} x={width - pad.right} y={y(threshold) - 4} textAnchor="end" aria-hidden="true">
        {format(threshold)}
      </text>
      <line className={styles.axis} x1={pad.left} x2={width - pad.right} y1={pad.top + innerHeight} y2={pad.top + innerHeight} />
      {points.length > 1 && <path className={styles.line} d={line} />}
      {points.map((point, index) => (
        <circle
          key={point.day}
          className={point.p75 > threshold ? styles.pointOver : styles.point}
          cx={x(index)}
          cy={y(point.p75)}
          r={3.5}
        />
      ))}
      {first && (
        <text className={styles.dayLabel} x={pad.left} y={height - 6} aria-hidden="true">
          {first.day.slice(5)}
        </text>
      )}
      {last && last !== first && (
        <text className={styles.dayLabel} x={width - pad.right} y={height - 6} textAnchor="end" aria-hidden="true">
          {last.day.slice(5)}
        </text>
      )}
    </svg>
  );
}
