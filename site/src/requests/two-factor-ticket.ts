import type { DomainInfo } from "@/domain/domain-info";
import { authCookieOptions } from "./auth-cookies";

/**
 * The two-factor ticket of POST /auth waits for the code in an httpOnly cookie of the sign-in handlers
 * only (path /api/auth), so it never reaches page scripts, like the tokens it is exchanged for.
 */
export const twoFactorTicketCookie = "sf_two_factor";

type Jar = { set(name: string, value: string, options: ReturnType<typeof authCookieOptions> & { path: string }): unknown };

export function writeTicket(jar: Jar, domain: DomainInfo, ticket: string, seconds: number, secure: boolean) {
  jar.set(twoFactorTicketCookie, ticket, { ...authCookieOptions(domain, seconds, secure), path: "/api/auth" });
}

export function clearTicket(jar: Jar, domain: DomainInfo, secure: boolean) {
  jar.set(twoFactorTicketCookie, "", { ...authCookieOptions(domain, 0, secure), path: "/api/auth" });
}
