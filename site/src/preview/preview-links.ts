// Where a listed page lives: on this preview (either variant's host) and on production.
import type { DomainInfo } from "@/domain/domain-info";
import type { Variant } from "@/i18n/locales";
import type { SiteConfig } from "@/domain/site-config";

/**
 * This preview's base URL for a variant, from the origin the reviewer is on (scheme and port included):
 * the same origin for its own variant, the twin host for the other (storyfront.com ↔ storyfront.ru).
 */
export function variantBaseUrl(origin: string, domain: Pick<DomainInfo, "tld">, variant: Variant): string {
  const url = new URL(origin);
  if (variant === domain.tld) return url.origin;
  // A content branch's preview (content-x.preview.localhost): the twin of the host after the label.
  const [, label = "", host = url.hostname] = /^([a-z0-9-]+\.preview\.)(.+)$/.exec(url.hostname) ?? [];
  if (host === "localhost" || host === "ru.localhost") {
    url.hostname = label + (variant === "ru" ? "ru.localhost" : "localhost");
  } else {
    url.hostname = label + host.replace(/\.(com|ru)$/, `.${variant}`);
  }
  return url.origin;
}

/** Production beside a content branch's preview: the same server's host without `<label>.preview.`. */
export function productionOfPreview(origin: string, domain: Pick<DomainInfo, "tld">, variant: Variant): string {
  const url = new URL(variantBaseUrl(origin, domain, variant));
  url.hostname = url.hostname.replace(/^[a-z0-9-]+\.preview\./, "");
  return url.origin;
}

/** Production's base URL per variant: SITE_PRODUCTION_URL (com) and SITE_PRODUCTION_URL_RU, else the brand's domains. */
export function productionBaseUrl(variant: Variant, brand: string, productionUrl: SiteConfig["productionUrl"]): string {
  const configured = productionUrl[variant];
  return (configured || `https://${brand}.${variant}`).replace(/\/+$/, "");
}
