import type { DomainInfo } from "@/domain/domain-info";
import { detectPreview } from "@/preview/detect-preview";

/**
 * THE switch for search engines: robots.txt, the X-Robots-Tag header and the sitemap all ask it.
 * Only production hosts are crawled; test and dev hosts never are. Preview builds (SITE_PREVIEW_BRANCH,
 * or a host's or CI's branch variables — see preview/detect-preview.ts) never are either, whatever host
 * they answer on.
 */
export function crawlingAllowed(domain: Pick<DomainInfo, "environment">, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (detectPreview(env, () => "") !== undefined) return false;
  return domain.environment === "production";
}
