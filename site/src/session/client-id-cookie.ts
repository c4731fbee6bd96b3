// The spec's client id cookie (§3, §4, §9): one definition for the browser island that creates it on
// pages and the proxy step that creates it for same-origin route handlers. No server-only imports.

/** The cookie's name, domain and attributes as both writers use them. */
export type ClientIdCookie = { name: string; domain?: string };

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Browsers keep a cookie at most 400 days; "far future" in practice. */
export const clientIdMaxAgeDays = 400;

export function isClientId(value: string | undefined): value is string {
  return value !== undefined && uuidV4.test(value);
}

/** `${prefix}client_uuid`. */
export function clientIdCookieName(prefix: string): string {
  return `${prefix}client_uuid`;
}

/** The configured domain with `{hostname}` replaced; none for loopback names, which browsers refuse as Domain. */
export function clientIdCookieDomain(configured: string, hostname: string): string | undefined {
  const domain = configured.replaceAll("{hostname}", hostname);
  if (!domain || domain === "localhost" || domain.endsWith(".localhost")) return undefined;
  return domain;
}
