import { knownDeviceLifetime } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";
import { authCookieOptions } from "./auth-cookies";

/**
 * The known-device token the API gives a browser at its first complete sign-in: an httpOnly cookie for a year, sent
 * only to the sign-in handlers (path /api/auth), which forward it to the API so strangers' failed sign-ins never lock
 * this browser's owner out. Always host-only, even where the session cookies are shared with other subdomains: it
 * vouches for this browser on this site only. Signing out keeps it (it is not a session).
 */
export const deviceCookie = "sf_device";

type Jar = { set(name: string, value: string, options: ReturnType<typeof authCookieOptions> & { path: string }): unknown };

export function writeDevice(jar: Jar, domain: DomainInfo, token: string | undefined, secure: boolean) {
  if (!token) return;
  const { domain: _shared, ...hostOnly } = authCookieOptions(domain, knownDeviceLifetime, secure);
  jar.set(deviceCookie, token, { ...hostOnly, path: "/api/auth" });
}
