import { domainInfoFor, type DomainInfo } from "@/domain/domain-info";
import { requestSite } from "@/domain/request-site";
import { siteConfig } from "@/domain/site-config";

/** Domain info of a request the proxy did not rewrite (files such as /sitemap.xml): from its Host header. */
export function hostDomain(request: Request): DomainInfo | null {
  const site = requestSite(request.headers);
  return site ? domainInfoFor(site, siteConfig) : null;
}

export const forbiddenText = () =>
  new Response("Access to page denied\n", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
