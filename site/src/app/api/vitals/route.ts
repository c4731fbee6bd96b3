import { reportVitals } from "@/api-client";
import { vitalsRoute } from "@/vitals/vitals-beacon";
import { VitalsQueue } from "@/vitals/vitals-queue";

export const dynamic = "force-dynamic";

// One queue per server process: beacons are answered at once and reach the API in batches.
const queue = new VitalsQueue((baseUrl, samples) => reportVitals({ baseUrl, lang: "en" }, samples));

/**
 * Field data from visitors' browsers (navigator.sendBeacon, a JSON array of web-vitals metrics): 202 once
 * checked and queued for the API's POST /vitals; 4xx for anything else, 413 over 8 KB. Sets no cookie.
 */
export const POST = vitalsRoute(queue);
