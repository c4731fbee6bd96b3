// Field data (Core Web Vitals of real visits): the browser's beacon to the site's POST /api/vitals, the samples
// the site hands to the API's POST /vitals, and GET /admin/vitals, the aggregates the Speed screen shows.
import { z } from "zod";
import { apiLocale } from "./common";
import {
  deviceClasses,
  vitalRouteFamilies,
  vitalNames,
  vitalPeriods,
  vitalRating,
  vitalRatings,
  type VitalName,
  type VitalRating,
} from "./vitals-thresholds";

export * from "./vitals-thresholds";

export const vitalName = z.enum(vitalNames);
export const vitalRatingSchema = z.enum(vitalRatings);

/** The largest value taken as real: milliseconds for all but CLS; anything beyond is a broken clock or a forgery. */
export const vitalMaxValue: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

/** Navigation types web-vitals reports (its Metric["navigationType"]). */
export const vitalNavigationTypes = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

/** A path on our own site as a visitor sees it: no scheme or host, no query or hash, no `//` (another host). */
export const sameOriginPath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, { error: "must be a path on this site without query or hash" });

const measuredShape = { name: vitalName, value: z.number().finite().min(0), rating: vitalRatingSchema };

/** A measured value must be in range and carry the rating web-vitals gives it; anything else is refused. */
function checkMeasured(metric: { name: VitalName; value: number; rating: VitalRating }, ctx: z.RefinementCtx) {
  if (metric.value > vitalMaxValue[metric.name])
    ctx.addIssue({ code: "custom", message: "is out of range for this metric", path: ["value"] });
  else if (metric.rating !== vitalRating(metric.name, metric.value))
    ctx.addIssue({ code: "custom", message: "does not fit the value", path: ["rating"] });
}

/** One metric as the browser's reporter sends it (web-vitals' Metric, trimmed). */
export const vitalBeaconEntry = z
  .object({ ...measuredShape, id: z.string().min(1).max(100), navigationType: z.enum(vitalNavigationTypes), path: sameOriginPath })
  .superRefine(checkMeasured);
export type VitalBeaconEntry = z.infer<typeof vitalBeaconEntry>;

/** Most a beacon carries: the five metrics, a few times over (INP and CLS are reported again after bfcache restores). */
export const vitalBeaconMaxEntries = 20;

/** The body of POST /api/vitals, as navigator.sendBeacon sends it (JSON). */
export const vitalBeacon = z.array(vitalBeaconEntry).min(1).max(vitalBeaconMaxEntries);

/** One stored sample: no path, id, address, client id or user agent; only the page type, site variant, locale and device class. */
export const vitalSample = z
  .object({
    ...measuredShape,
    routeFamily: z.enum(vitalRouteFamilies),
    variant: z.enum(["com", "ru"]),
    locale: apiLocale,
    device: z.enum(deviceClasses),
  })
  .superRefine(checkMeasured);
export type VitalSample = z.infer<typeof vitalSample>;

/** Most samples one POST /vitals stores (the site batches beacons; 200 stay well inside the API's 64 KiB body limit). */
export const vitalsReportMaxSamples = 200;

/**
 * The site's credential on POST /vitals: VITALS_SECRET, the same on the API and the site (at least 16 characters).
 * Only the site hands over field data; without it anybody could write the Speed screen's figures.
 */
export const vitalsSecretHeader = "x-vitals-secret";

/** POST /vitals — samples the site collected; stored with the API's time of arrival. */
export const vitalsReportBody = z.object({ samples: z.array(vitalSample).min(1).max(vitalsReportMaxSamples) });
export type VitalsReportBody = z.infer<typeof vitalsReportBody>;

/** GET /admin/vitals — the last `days` (1, 7 or 28; 7 when absent), optionally one site variant. */
export const adminVitalsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (vitalPeriods as readonly number[]).includes(days), { error: `must be one of ${vitalPeriods.join(", ")}` })
    .default(7),
  variant: z.enum(["com", "ru"], { error: "must be com or ru" }).optional(),
});
export type AdminVitalsQuery = z.input<typeof adminVitalsQuery>;

const share = z.number().min(0).max(1);

/** p75 and the shares of each rating over a group's samples. */
const vitalAggregate = z.object({
  metric: vitalName,
  samples: z.number().int(),
  p75: z.number(),
  good: share,
  needsImprovement: share,
  poor: share,
});

/** The aggregates of the Speed screen, computed at the API (percentile_cont, so PGlite and PostgreSQL agree). */
export const adminVitals = z.object({
  days: z.number().int(),
  variant: z.enum(["com", "ru"]).nullable(),
  /** Per metric over every page type. */
  totals: z.array(vitalAggregate),
  /** Per metric, page type and variant. */
  rows: z.array(vitalAggregate.extend({ routeFamily: z.enum(vitalRouteFamilies), variant: z.enum(["com", "ru"]) })),
  /** The daily p75 per metric (UTC days, oldest first) for the charts; days without samples are absent. */
  series: z.array(
    z.object({ metric: vitalName, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), samples: z.number().int(), p75: z.number() }),
  ),
});
export type AdminVitals = z.infer<typeof adminVitals>;
