import type { SiteConfig } from "@/domain/site-config";
import type { CookieToSet, Step } from "./types";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
// Browsers keep a cookie at most 400 days; "far future" in practice.
const clientIdMaxAge = 400 * 24 * 60 * 60;

export function clientIdCookieName(config: SiteConfig): string {
  return `${config.clientIdCookiePrefix}client_uuid`;
}

/** The configured domain with `{hostname}` replaced; none for loopback names, which browsers refuse as Domain. */
export function clientIdCookieDomain(config: SiteConfig, hostname: string): string | undefined {
  const domain = config.clientIdCookieDomain.replaceAll("{hostname}", hostname);
  if (!domain || domain === "localhost" || domain.endsWith(".localhost")) return undefined;
  return domain;
}

/** Spec §3/§4: read the client id cookie; if absent (or not a v4 UUID) make one, write it and pass it on. */
export const ensureClientId: Step = (state) => {
  const name = clientIdCookieName(state.config);
  const existing = state.request.cookies[name];
  if (existing && uuidV4.test(existing)) return { ...state, clientId: existing };
  const clientId = crypto.randomUUID();
  const cookie: CookieToSet = {
    name,
    value: clientId,
    maxAge: clientIdMaxAge,
    path: "/",
    domain: state.site ? clientIdCookieDomain(state.config, state.site.hostname) : undefined,
    sameSite: "lax",
    secure: false,
    httpOnly: false,
  };
  return { ...state, clientId, setCookies: [...state.setCookies, cookie] };
};
