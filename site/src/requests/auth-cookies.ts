import { tokenLifetime, type AuthTokens } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";
import { liveSettings, siteConfig, type SiteConfig } from "@/domain/site-config";
import { configuredCookieDomains, cookieDomainProblem, cookieReaches } from "./session-cookie-domain";

/**
 * Token cookies (spec §9: access 1800 s, refresh 5184000 s). Host-only unless SESSION_COOKIE_DOMAIN shares them
 * within one environment (e.g. test.storyfront.com with a console on another test subdomain): a cookie on
 * `storyfront.com` would also reach test. and dev. hosts, which run other code with other people's access.
 */
export const authCookieNames = { token: "sf_token", refreshToken: "sf_refresh_token" } as const;

type CookieOptions = { domain?: string; path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean; maxAge: number };

/**
 * The configured cookie domain (comma-separated, one per variant) that fits this host, or undefined for a
 * host-only cookie: the host must lie inside it, and a domain that would carry the session to another environment
 * (`storyfront.com` reaches test. and dev. hosts) is never used; the site refuses to start with one
 * (session-cookie-domain.ts). Loopback aliases stay host-only (browsers refuse `Domain=localhost`), and so does the Studio.
 */
export function sessionCookieDomain(
  domain: DomainInfo,
  configured: string | undefined = liveSettings.sessionCookieDomain(),
  config: SiteConfig = siteConfig,
): string | undefined {
  // The online Studio signs in on its own host only: an editor's session never travels to the public site's hosts.
  if (domain.studio) return undefined;
  // A content branch's preview keeps its own cookies: a reviewer's session never reaches production or another preview.
  if (domain.preview) return undefined;
  if (domain.hostname === "localhost" || domain.hostname.endsWith(".localhost")) return undefined;
  return configuredCookieDomains(configured).find(
    (candidate) => cookieReaches(candidate, domain.hostname) && cookieDomainProblem(candidate, config) === null,
  );
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
