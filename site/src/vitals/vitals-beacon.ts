// POST /api/vitals: a visitor's browser reports the Core Web Vitals of its page view (navigator.sendBeacon). The
// beacon is checked, held to its visitor's and address's allowance, stripped of everything personal and queued
// for the API; the answer (202) never waits for it.
import { vitalBeacon, type VitalSample } from "@storyfront/schemas/api/vitals";
import type { NextRequest } from "next/server";
import { routeHandlerApi, type RouteHandlerApi } from "@/api-client";
import { siteConfig } from "@/domain/site-config";
import { stateChanging } from "@/requests/state-changing";
import { visitorIp } from "@/requests/visitor-ip";
import { clientIdCookieName, isClientId } from "@/session/client-id-cookie";
import { BeaconLimits } from "./beacon-limits";
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

export type VitalsRouteOptions = {
  /** Samples per visitor and per address and minute (one per server process, like the queue). */
  limits?: BeaconLimits;
  /** True while the site has no VITALS_SECRET: the API would refuse every batch, so beacons are refused here (503). */
  switchedOff?: () => boolean;
};

/**
 * Whose allowance a beacon counts against: the visitor's client id (every page writes it before the reporter
 * loads), else its address (a browser that keeps no cookies); and the address itself. Neither is stored.
 */
function senderOf(request: NextRequest): { visitor: string; address: string } {
  const address = visitorIp(request.headers) ?? "unknown";
  const clientId = request.cookies.get(clientIdCookieName(siteConfig.clientIdCookiePrefix))?.value;
  return { visitor: isClientId(clientId) ? `client:${clientId.toLowerCase()}` : `address:${address}`, address };
}

/** The beacon behind the shared door of state-changing routes (same origin, JSON, 8 KB counted while read). */
export async function handleVitalsBeacon(
  request: NextRequest,
  handler: RouteHandlerApi | null,
  queue: VitalsQueue,
  limits: BeaconLimits,
  options: VitalsRouteOptions = {},
): Promise<Response> {
  // The proxy does not run for beacons (proxy.ts's matcher): the door checked the host allow-list; again here.
  if (!handler) return refuse(403, "Access to page denied");
  if (options.switchedOff?.()) return refuse(503, "Field data is switched off: the site has no VITALS_SECRET");
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
  // Charged only for a valid beacon, and before the queue: a flood is turned away here, so it cannot fill the
  // queue that real visitors' samples wait in. 429 rather than a silent 202: nobody reads it, but logs and tests do.
  const { visitor, address } = senderOf(request);
  const verdict = limits.take(visitor, address, beacon.data.length);
  if (!verdict.ok) {
    return Response.json(
      { message: "Too many reports from this visitor or address; they were not kept" },
      { status: 429, headers: { ...headers, "retry-after": String(verdict.retryAfterSeconds) } },
    );
  }
  // A full queue is logged there; the visitor's browser cannot do anything better with a refusal.
  queue.add(handler.api.baseUrl, samplesOf(beacon.data, handler.domain, request.headers));
  return new Response(null, { status: 202, headers });
}

/** POST /api/vitals for a queue: the door first, then the beacon. */
export function vitalsRoute(queue: VitalsQueue, options: VitalsRouteOptions = {}) {
  const limits = options.limits ?? new BeaconLimits();
  return stateChanging((request: NextRequest) => handleVitalsBeacon(request, routeHandlerApi(request), queue, limits, options), {
    maxBytes: vitalsBodyLimitBytes,
    outsideProxy: true,
  });
}
