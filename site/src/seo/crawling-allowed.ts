import type { DomainInfo } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";

/**
 * THE switch for search engines: robots.txt, the X-Robots-Tag header and the sitemap all ask it.
 * Only production hosts are crawled; test and dev hosts never are, and neither is a preview build of a
 * branch (siteConfig.preview: SITE_PREVIEW_BRANCH or the host's preview variables), whatever host it answers on,
 * nor a content branch's preview host (`<branch>.preview.<host>`).
 */
export function crawlingAllowed(domain: Pick<DomainInfo, "environment" | "preview">, config: { preview: boolean } = siteConfig): boolean {
  if (config.preview || domain.preview) return false;
  return domain.environment === "production";
}
