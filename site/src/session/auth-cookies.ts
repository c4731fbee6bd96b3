import { tokenLifetime, type AuthTokens } from "@storyfront/schemas";
import type { DomainInfo } from "../domain/domain-info";

/** Token cookies (spec §9: access 1800 s, refresh 5184000 s), shared with the console through the base domain. */
export const authCookieNames = { token: "sf_token", refreshToken: "sf_refresh_token" } as const;

type CookieOptions = { domain?: string; path: string; httpOnly: boolean; sameSite: "lax"; secure: boolean; maxAge: number };

/** Loopback aliases get host-only cookies: browsers refuse `Domain=localhost`. */
export function authCookieOptions(domain: DomainInfo, maxAge: number): CookieOptions {
  const local = domain.hostname === "localhost" || domain.hostname.endsWith(".localhost");
  return {
    ...(local ? {} : { domain: domain.baseDomain }),
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: domain.baseUrl.startsWith("https:"),
    maxAge,
  };
}

type CookieJar = { set(name: string, value: string, options: CookieOptions): unknown };

export function writeTokens(jar: CookieJar, domain: DomainInfo, tokens: AuthTokens) {
  jar.set(authCookieNames.token, tokens.token, authCookieOptions(domain, Math.min(tokens.expiresIn, tokenLifetime.access)));
  jar.set(authCookieNames.refreshToken, tokens.refreshToken, authCookieOptions(domain, Math.min(tokens.refreshExpiresIn, tokenLifetime.refresh)));
}

/** Resets the session: both cookies expire at once. */
export function clearTokens(jar: CookieJar, domain: DomainInfo) {
  jar.set(authCookieNames.token, "", authCookieOptions(domain, 0));
  jar.set(authCookieNames.refreshToken, "", authCookieOptions(domain, 0));
}
