import { reportVitals } from "@/api-client";
import { BeaconLimits, beaconLimitsFromEnv } from "@/vitals/beacon-limits";
import { vitalsRoute } from "@/vitals/vitals-beacon";
import { VitalsQueue } from "@/vitals/vitals-queue";
import { vitalsSecret } from "@/vitals/vitals-secret";

export const dynamic = "force-dynamic";

// One queue per server process: beacons are answered at once and reach the API in batches, with the site's secret.
const queue = new VitalsQueue((baseUrl, samples) => reportVitals({ baseUrl, lang: "en" }, samples, vitalsSecret() ?? ""));

/**
 * Field data from visitors' browsers (navigator.sendBeacon, a JSON array of web-vitals metrics): 202 once
 * checked and queued for the API's POST /vitals; 429 over a visitor's or an address's samples per minute
 * (vitals/beacon-limits.ts); 503 while the site has no VITALS_SECRET; 4xx for anything else, 413 over 8 KB.
 * Sets no cookie.
 */
export const POST = vitalsRoute(queue, {
  limits: new BeaconLimits(beaconLimitsFromEnv()),
  switchedOff: () => vitalsSecret() === undefined,
});
