import { tokenLifetime, type AuthTokens } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";

/**
 * Token cookies (spec §9: access 1800 s, refresh 5184000 s). Host-only unless SESSION_COOKIE_DOMAIN shares them
 * (e.g. with the console on another subdomain): a cookie on `storyfront.com` would also reach test. and dev.
 * hosts, which run other code with other people's access.
 */
export const authCookieNames = { token: "sf_token", refreshToken: "sf_refresh_token" } as const;

type CookieOptions = { domain?: string; path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean; maxAge: number };

const inside = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * The configured cookie domain (comma-separated, one per variant) that fits this host, or undefined for a
 * host-only cookie: the host must lie inside it, a test or dev host never gets the production domain (nor a
 * parent of it), a single label (`com`) is never a domain, and loopback aliases stay host-only (browsers
 * refuse `Domain=localhost`).
 */
export function sessionCookieDomain(
  domain: DomainInfo,
  configured: string | undefined = process.env.SESSION_COOKIE_DOMAIN,
): string | undefined {
  if (!configured || domain.hostname === "localhost" || domain.hostname.endsWith(".localhost")) return undefined;
  for (const entry of configured.split(",")) {
    const candidate = entry.trim().toLowerCase().replace(/^\./, "");
    if (!candidate.includes(".") || !inside(domain.hostname, candidate)) continue;
    if (domain.environment !== "production" && inside(domain.baseDomain, candidate)) continue;
    return candidate;
  }
  return undefined;
}

/**
 * Secure follows the request's scheme (plain http only happens on local and test runs; a Secure cookie there
 * is dropped), except on production hosts, where it is always set: a proxy that forgets X-Forwarded-Proto
 * must not make the browser send the tokens over plain http.
 */
export function authCookieOptions(domain: DomainInfo, maxAge: number, secure: boolean): CookieOptions {
  const shared = sessionCookieDomain(domain);
  return {
    ...(shared ? { domain: shared } : {}),
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secure || domain.environment === "production",
    maxAge,
  };
}

type CookieJar = { set(name: string, value: string, options: CookieOptions): unknown };

export function writeTokens(jar: CookieJar, domain: DomainInfo, tokens: AuthTokens, secure: boolean) {
  jar.set(authCookieNames.token, tokens.token, authCookieOptions(domain, Math.min(tokens.expiresIn, tokenLifetime.access), secure));
  jar.set(
    authCookieNames.refreshToken,
    tokens.refreshToken,
    authCookieOptions(domain, Math.min(tokens.refreshExpiresIn, tokenLifetime.refresh), secure),
  );
}

/** Resets the session: both cookies expire at once. */
export function clearTokens(jar: CookieJar, domain: DomainInfo, secure: boolean) {
  jar.set(authCookieNames.token, "", authCookieOptions(domain, 0, secure));
  jar.set(authCookieNames.refreshToken, "", authCookieOptions(domain, 0, secure));
}

/** Whether the visitor's request came over https (directly or through a TLS-terminating proxy). */
export function cameOverHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}
