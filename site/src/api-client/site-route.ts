// How client islands reach the API: only through the site's own route handlers (/api/*), which call the
// API with the visitor's cookies and client id on the server. One helper so every island gets the same
// credentials, no caching and a bounded wait.

/** Islands give up after this long, so a button never spins forever. */
export const siteRouteTimeoutMs = 15_000;

/** A same-origin route handler (e.g. `/api/lead`); the answer is read by the island. */
export function callSiteRoute(route: string, init: RequestInit = {}): Promise<Response> {
  return fetch(route, {
    credentials: "same-origin",
    cache: "no-store",
    ...init,
    signal: init.signal ?? AbortSignal.timeout(siteRouteTimeoutMs),
  });
}
