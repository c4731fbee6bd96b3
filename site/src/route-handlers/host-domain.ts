import { findSite } from "@/domain/allowed-hosts";
import { domainInfoFor, type DomainInfo } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";

/** Domain info of a request the proxy did not rewrite (files such as /sitemap.xml): from its Host header. */
export function hostDomain(request: Request): DomainInfo | null {
  const site = findSite(request.headers.get("x-forwarded-host") ?? request.headers.get("host"), siteConfig);
  return site ? domainInfoFor(site, siteConfig) : null;
}

export const forbiddenText = () => new Response("Access to page denied\n", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
