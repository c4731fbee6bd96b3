// The lazy half of field data: web-vitals' observers, and the beacons that carry their metrics home.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import type { VitalBeaconEntry } from "@storyfront/schemas/api/vitals";
import { callSiteRoute } from "@/api-client/site-route";

export const vitalsEndpoint = "/api/vitals";
/** The route's own ceiling per beacon (vitalBeaconMaxEntries), repeated here to keep zod out of the browser. */
const perBeacon = 20;

function send(entries: VitalBeaconEntry[]) {
  const body = JSON.stringify(entries);
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(vitalsEndpoint, blob)) return;
  // No beacon (or the browser refused to queue it): a keepalive fetch outlives the page the same way.
  void callSiteRoute(vitalsEndpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(
    () => {},
  );
}

/**
 * Observes the five metrics and sends what is new when the page is hidden or left (the moments web-vitals itself
 * reports the final LCP, CLS and INP). A metric reported again (CLS or INP growing) replaces its earlier value.
 */
export function startVitalsReporting() {
  // The route as the visitor sees it: no query or hash, which may carry an e-mail address or a token.
  const path = window.location.pathname.slice(0, 512);
  const pending = new Map<string, VitalBeaconEntry>();
  const add = (metric: MetricType) => {
    pending.set(metric.id, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id.slice(0, 100),
      navigationType: metric.navigationType,
      path,
    });
  };
  const flush = () => {
    const entries = [...pending.values()];
    pending.clear();
    for (let start = 0; start < entries.length; start += perBeacon) send(entries.slice(start, start + perBeacon));
  };
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  // On window, after web-vitals' own listeners on the document: the event reaches the document first, so the
  // final LCP, CLS and INP are already in `pending` when this runs.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  // Says the page is measured, for whoever checks (the browser tests wait for it before leaving the page).
  document.documentElement.dataset.vitals = "observing";
}
