import type { DomainInfo } from "@/domain/domain-info";
import { crawlingAllowed } from "./crawling-allowed";

/** robots.txt of a host: production allows crawling (not the route handlers) and names its sitemap; anything else disallows all. */
export function robotsTxt(domain: Pick<DomainInfo, "environment" | "baseUrl">, config?: { preview: boolean }): string {
  if (!crawlingAllowed(domain, config)) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", domain.baseUrl).toString()}\n`;
}
