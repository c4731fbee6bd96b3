import { requestOrigin } from "./request-origin";

/**
 * Who may call a state-changing route handler. "browser": only pages of this very origin. "server": also
 * callers that send neither header (curl, the API, a deploy hook), for handlers that check a secret of their
 * own instead of the visitor's cookies; a browser's cross-site request is still refused there.
 */
export type Callers = "browser" | "server";

function sameOrigin(given: string, own: string | null): boolean {
  if (!own) return false;
  try {
    // URL drops default ports and lower-cases the host, as browsers write Origin.
    return new URL(given).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a POST/PUT/PATCH/DELETE comes from a page of this origin. Browsers send `Sec-Fetch-Site` on secure
 * origins (and localhost): only `same-origin` passes; `same-site` does not, because every *.storyfront.com host,
 * test and dev included, is the same site. Where it is missing (plain http, older browsers) `Origin` must equal
 * the origin the visitor used (scheme, host and port); `null` and other hosts fail. A request with neither
 * header is no page's request: refused for browser callers, let through for server callers.
 */
export function isSameOriginRequest(request: Request, callers: Callers = "browser"): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite.trim().toLowerCase() === "same-origin";
  const origin = request.headers.get("origin");
  if (origin !== null) return sameOrigin(origin.trim(), requestOrigin(request));
  return callers === "server";
}
