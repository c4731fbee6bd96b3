// The Core Web Vitals the site collects from real visits, and the thresholds that rate them. Kept free of
// zod so the browser's reporter and the Speed screen can import it without the schema library.

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof vitalRatings)[number];

/**
 * Up to [0] is good, up to [1] needs improvement, above is poor: web-vitals' own thresholds (web.dev), in
 * milliseconds except CLS (a unitless score). Search ranks on the 75th percentile being good.
 */
export const vitalThresholds: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The rating web-vitals gives `value`, computed the same way. */
export function vitalRating(name: VitalName, value: number): VitalRating {
  const [good, poor] = vitalThresholds[name];
  return value > poor ? "poor" : value > good ? "needs-improvement" : "good";
}

/** The page types field data is grouped by (site/src/vitals/route-family.ts maps a path to one). */
export const vitalRouteFamilies = [
  "home",
  "landing",
  "solution",
  "blog-list",
  "blog-article",
  "pricing",
  "sales",
  "faq",
  "legal",
  "case-study",
  "white-paper",
  "other",
] as const;
export type VitalRouteFamily = (typeof vitalRouteFamilies)[number];

/** All a sample says about the visitor's device: derived from the user agent, which is never stored. */
export const deviceClasses = ["mobile", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The periods the aggregates cover, in days back from now. */
export const vitalPeriods = [1, 7, 28] as const;
export type VitalPeriod = (typeof vitalPeriods)[number];
