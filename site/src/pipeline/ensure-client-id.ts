import type { SiteConfig } from "@/domain/site-config";
import {
  clientIdCookieDomain as domainFor,
  clientIdCookieName as nameFor,
  clientIdMaxAgeDays,
  isClientId,
} from "@/session/client-id-cookie";
import { isPagePath } from "./page-paths";
import type { CookieToSet, Step } from "./types";

export function clientIdCookieName(config: SiteConfig): string {
  return nameFor(config.clientIdCookiePrefix);
}

/** The configured domain with `{hostname}` replaced; none for loopback names, which browsers refuse as Domain. */
export function clientIdCookieDomain(config: SiteConfig, hostname: string): string | undefined {
  return domainFor(config.clientIdCookieDomain, hostname);
}

/**
 * Route handlers that never write the client id: the revalidation route is an operator's, and field data
 * (/api/vitals) is anonymous by design, so a beacon must not hand its sender an identifier.
 */
const cookieFreeRoutes = new Set(["/api/revalidate", "/api/vitals"]);

/** Route handlers a visitor's browser calls, other than the cookie-free ones. */
const isVisitorRouteHandler = (pathname: string) =>
  !isPagePath(pathname) && pathname.startsWith("/api/") && !cookieFreeRoutes.has(pathname);

/**
 * Spec §3/§4: read the client id cookie and pass it on. Pages never write it: the same HTML goes to every
 * visitor and a CDN may cache it, so the browser writes it (session/visitor-cookies.tsx). A same-origin
 * route handler called without one (or with one that is not a v4 UUID) gets a new id at once, written
 * to the cookie: its answer is per visitor anyway, and its API call already carries x-client-id.
 */
export const ensureClientId: Step = (state) => {
  const name = clientIdCookieName(state.config);
  const existing = state.request.cookies[name];
  if (isClientId(existing)) return { ...state, clientId: existing };
  if (!isVisitorRouteHandler(state.request.pathname)) return state;
  const clientId = crypto.randomUUID();
  const cookie: CookieToSet = {
    name,
    value: clientId,
    maxAge: clientIdMaxAgeDays * 24 * 60 * 60,
    path: "/",
    domain: state.site ? clientIdCookieDomain(state.config, state.site.hostname) : undefined,
    sameSite: "lax",
    secure: false,
    httpOnly: false,
  };
  return { ...state, clientId, setCookies: [...state.setCookies, cookie] };
};
