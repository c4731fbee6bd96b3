import { allowedSites } from "@/domain/allowed-hosts";
import type { SiteConfig } from "@/domain/site-config";

/** Whether a cookie with `Domain=domain` reaches `hostname`: browsers send it to the domain and every host below it. */
export const cookieReaches = (domain: string, hostname: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/** The domains SESSION_COOKIE_DOMAIN names (comma-separated), lower-cased, without a leading dot. */
export function configuredCookieDomains(configured: string | undefined): string[] {
  return (configured ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase().replace(/^\./, ""))
    .filter(Boolean);
}

/**
 * Why a session cookie domain must not be used, or null. A single label (`com`, `localhost`) is no cookie domain
 * browsers accept. A domain that reaches hosts of the allow-list in more than one environment would carry one
 * environment's session to another: `storyfront.com` reaches test.storyfront.com and dev.storyfront.com, which run
 * other code with other people's access, so production tokens would reach them. Every domain that holds a
 * production host (`storyfront.com`, `com`) also holds its test and dev hosts: production cookies stay host-only.
 */
export function cookieDomainProblem(domain: string, config: SiteConfig): string | null {
  if (!domain.includes(".")) return `"${domain}" is a single label, which browsers refuse as a cookie domain`;
  const reached = allowedSites(config).filter((site) => !site.local && cookieReaches(domain, site.hostname));
  if (new Set(reached.map((site) => site.environment)).size <= 1) return null;
  const hosts = reached.map((site) => `${site.hostname} (${site.environment})`).join(", ");
  return (
    `a cookie with Domain=${domain} reaches ${hosts}: the session of one environment would be sent to the others, ` +
    "production tokens to test and dev deployments"
  );
}

/**
 * Refuses a SESSION_COOKIE_DOMAIN that would share sessions across environments; the site's start calls it
 * (instrumentation.ts), so a wrong setting stops the server with this message instead of leaking tokens.
 */
export function checkSessionCookieDomain(configured: string | undefined, config: SiteConfig): void {
  const problems = configuredCookieDomains(configured).flatMap((domain) => cookieDomainProblem(domain, config) ?? []);
  if (problems.length === 0) return;
  throw new Error(
    `SESSION_COOKIE_DOMAIN=${configured} is refused: ${problems.join("; ")}. Leave it unset for host-only session ` +
      `cookies, or name domains inside one environment (such as test.${config.brand}.com).`,
  );
}
