import { localeRegistry } from "@storyfront/schemas/locales/registry";
import type { SiteConfig } from "./site-config";
import type { SiteKey } from "./domain-info";
import { contentScope } from "@/content-branches/content-scope";

/**
 * The host allow-list of spec §5: the brand's main, test and dev hosts on com and ru (six hosts),
 * plus the loopback aliases for local use while `localAliases` is on. Exact matches only:
 * look-alikes, IP literals, a trailing dot or a malformed Host header all fail.
 */
export function allowedSites(config: SiteConfig): SiteKey[] {
  const sites: SiteKey[] = [];
  for (const variant of localeRegistry.variants) {
    sites.push({ hostname: `${config.brand}.${variant}`, variant, environment: "production", local: false });
    for (const environment of ["test", "dev"] as const) {
      sites.push({ hostname: `${environment}.${config.brand}.${variant}`, variant, environment, local: false });
    }
  }
  if (config.localAliases) {
    sites.push({ hostname: "localhost", variant: "com", environment: "dev", local: true });
    sites.push({ hostname: "ru.localhost", variant: "ru", environment: "dev", local: true });
  }
  return sites;
}

// A DNS name with an optional numeric port. Anything else (userinfo, paths, spaces, IPv6 brackets) is malformed.
const hostPattern = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.?)(?::(\d{1,5}))?$/;

/** The hostname of a Host header with the port removed and lower-cased, or null when malformed. */
export function hostnameOf(host: string | null | undefined): string | null {
  if (!host) return null;
  const match = hostPattern.exec(host.trim().toLowerCase());
  return match?.[1] ?? null;
}

export function findSite(host: string | null | undefined, config: SiteConfig): SiteKey | null {
  const hostname = hostnameOf(host);
  if (!hostname) return null;
  return allowedSites(config).find((site) => site.hostname === hostname) ?? previewSite(hostname, config);
}

/** The site segment of internal paths (`/{site}/{locale}/…`) and back. */
export function siteFromSegment(segment: string, config: SiteConfig): SiteKey | null {
  const hostname = decodeURIComponent(segment);
  return allowedSites(config).find((site) => site.hostname === hostname) ?? previewSite(hostname, config);
}

/**
 * A content branch's preview host, `<label>.preview.<allowed host>` (content-spring-offer.preview.localhost): the
 * variant and environment of the host after `.preview.`. Only inside the request the site's own server scoped to that
 * branch (content-branches/content-scope.ts): without it (plain `next start`, a forged segment) no such host exists.
 */
function previewSite(hostname: string, config: SiteConfig): SiteKey | null {
  const scope = contentScope();
  const prefix = scope && `${scope.label}.preview.`;
  if (!prefix || !hostname.startsWith(prefix)) return null;
  const base = allowedSites(config).find((site) => site.hostname === hostname.slice(prefix.length));
  return base ? { ...base, hostname, preview: scope.label } : null;
}
