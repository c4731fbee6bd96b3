import type { DomainInfo } from "@/domain/domain-info";

/**
 * THE switch for search engines: robots.txt, the X-Robots-Tag header and the sitemap all ask it.
 * Only production hosts are crawled; test and dev hosts never are. Preview builds (env
 * SITE_PREVIEW_BRANCH names the branch they show) never are either, whatever host they answer on.
 */
export function crawlingAllowed(domain: Pick<DomainInfo, "environment">, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (env.SITE_PREVIEW_BRANCH) return false;
  return domain.environment === "production";
}
