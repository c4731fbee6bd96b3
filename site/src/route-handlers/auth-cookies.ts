import { tokenLifetime, type AuthTokens } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";

/** Token cookies (spec §9: access 1800 s, refresh 5184000 s), shared with the console through the base domain. */
export const authCookieNames = { token: "sf_token", refreshToken: "sf_refresh_token" } as const;

type CookieOptions = { domain?: string; path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean; maxAge: number };

/**
 * Loopback aliases get host-only cookies: browsers refuse `Domain=localhost`. Secure follows the
 * request's scheme (plain http only happens on local and test runs; a Secure cookie there is dropped).
 */
export function authCookieOptions(domain: DomainInfo, maxAge: number, secure: boolean): CookieOptions {
  const local = domain.hostname === "localhost" || domain.hostname.endsWith(".localhost");
  return {
    ...(local ? {} : { domain: domain.baseDomain }),
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge,
  };
}

type CookieJar = { set(name: string, value: string, options: CookieOptions): unknown };

export function writeTokens(jar: CookieJar, domain: DomainInfo, tokens: AuthTokens, secure: boolean) {
  jar.set(authCookieNames.token, tokens.token, authCookieOptions(domain, Math.min(tokens.expiresIn, tokenLifetime.access), secure));
  jar.set(authCookieNames.refreshToken, tokens.refreshToken, authCookieOptions(domain, Math.min(tokens.refreshExpiresIn, tokenLifetime.refresh), secure));
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
