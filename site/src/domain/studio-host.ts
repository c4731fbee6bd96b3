import type { SiteConfig } from "./site-config";
import type { Environment, SiteKey } from "./domain-info";
import { hostnameOf } from "./allowed-hosts";

/**
 * The online Studio's host (issue 39): `studio.<brand>.com` unless STUDIO_HOST names another, plus `studio.localhost`
 * while the loopback aliases are on. It serves only the Studio and its sign-in, with cookies of its own (host-only),
 * and works with the com site's API of its environment. No site page answers on it, and no other host serves the
 * Studio (except `npm run studio` on this machine).
 */
export function studioSites(config: SiteConfig): SiteKey[] {
  const configured = config.studioHost || `studio.${config.brand}.com`;
  const sites: SiteKey[] = [{ hostname: configured, variant: "com", environment: environmentOf(configured), local: false, studio: true }];
  if (config.localAliases) sites.push({ hostname: "studio.localhost", variant: "com", environment: "dev", local: true, studio: true });
  return sites;
}

/** A Studio on `studio.test.storyfront.com` works with the test environment's API, and so on. */
function environmentOf(hostname: string): Environment {
  const labels = hostname.split(".");
  if (labels.includes("test")) return "test";
  if (labels.includes("dev")) return "dev";
  return "production";
}

export function findStudioSite(host: string | null | undefined, config: SiteConfig): SiteKey | null {
  const hostname = hostnameOf(host);
  if (!hostname) return null;
  return studioSites(config).find((site) => site.hostname === hostname) ?? null;
}

/** The public site the Studio writes for: its sign-up and password pages, and the pages an editor previews. */
export function studioSiteBaseUrl(site: SiteKey, config: SiteConfig): string {
  if (site.local) return `http://localhost:${config.localPort}`;
  return config.productionUrl.com && site.environment === "production"
    ? config.productionUrl.com.replace(/\/+$/, "")
    : `https://${site.hostname.replace(/^studio\./, "")}`;
}
