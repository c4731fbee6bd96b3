import { findSite } from "./allowed-hosts";
import type { SiteKey } from "./domain-info";
import { siteConfig } from "./site-config";
import { findStudioSite } from "./studio-host";

/**
 * THE host reader for requests the proxy did not rewrite (route handlers, files such as /sitemap.xml)
 * and for the API client's route-handler context: the `Host` header, the one the proxy's ensureDomain
 * checks against the allow-list. Not `X-Forwarded-Host`: a visitor can send that header to the site
 * directly, while deployments forward the original Host (docs/several-instances.md). The online Studio's host counts
 * too: its sign-in and relays are route handlers (the proxy lets only those through there).
 */
export function requestSite(headers: Pick<Headers, "get">): SiteKey | null {
  const host = headers.get("host");
  return findSite(host, siteConfig) ?? findStudioSite(host, siteConfig);
}
