// POST /api/vitals: a visitor's browser reports the Core Web Vitals of its page view (navigator.sendBeacon). The
// beacon is checked, stripped of everything personal and queued for the API; the answer (202) never waits for it.
import { vitalBeacon, type VitalSample } from "@storyfront/schemas/api/vitals";
import type { NextRequest } from "next/server";
import { routeHandlerApi, type RouteHandlerApi } from "@/api-client";
import { stateChanging } from "@/route-handlers/state-changing";
import { deviceClassOf } from "./device-class";
import { routeFamilyOf, splitLocale } from "./route-family";
import type { VitalsQueue } from "./vitals-queue";

/** A beacon is at most 20 small metrics (well under 4 KB); anything larger is not ours. */
export const vitalsBodyLimitBytes = 8 * 1024;

const headers = { "cache-control": "no-store" } as const;
const refuse = (status: number, message: string) => Response.json({ message }, { status, headers });

/** The samples a beacon becomes: the path turns into page type and locale, the user agent into a device class. */
export function samplesOf(
  beacon: ReturnType<typeof vitalBeacon.parse>,
  site: RouteHandlerApi["domain"],
  requestHeaders: Headers,
): VitalSample[] {
  const device = deviceClassOf(requestHeaders);
  return beacon.map(({ name, value, rating, path }) => {
    const { locale, routePath } = splitLocale(path, site.tld);
    return { name, value, rating, routeFamily: routeFamilyOf(routePath), variant: site.tld, locale, device };
  });
}

/** The beacon behind the shared door of state-changing routes (same origin, JSON, 8 KB counted while read). */
export async function handleVitalsBeacon(request: Request, handler: RouteHandlerApi | null, queue: VitalsQueue): Promise<Response> {
  // The proxy does not run for beacons (proxy.ts's matcher): the door checked the host allow-list; again here.
  if (!handler) return refuse(403, "Access to page denied");
  const text = await request.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, "The report is not JSON");
  }
  const beacon = vitalBeacon.safeParse(json);
  if (!beacon.success) {
    const errors = beacon.error.issues.slice(0, 5).map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message }));
    return Response.json({ message: "Validation failed", errors }, { status: 422, headers });
  }
  // A full queue is logged there; the visitor's browser cannot do anything better with a refusal.
  queue.add(handler.api.baseUrl, samplesOf(beacon.data, handler.domain, request.headers));
  return new Response(null, { status: 202, headers });
}

/** POST /api/vitals for a queue: the door first, then the beacon. */
export function vitalsRoute(queue: VitalsQueue) {
  return stateChanging((request: NextRequest) => handleVitalsBeacon(request, routeHandlerApi(request), queue), {
    maxBytes: vitalsBodyLimitBytes,
    outsideProxy: true,
  });
}
