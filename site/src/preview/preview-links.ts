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
  if (url.hostname === "localhost" || url.hostname === "ru.localhost") {
    url.hostname = variant === "ru" ? "ru.localhost" : "localhost";
  } else {
    url.hostname = url.hostname.replace(/\.(com|ru)$/, `.${variant}`);
  }
  return url.origin;
}

/** Production's base URL per variant: SITE_PRODUCTION_URL (com) and SITE_PRODUCTION_URL_RU, else the brand's domains. */
export function productionBaseUrl(variant: Variant, brand: string, productionUrl: SiteConfig["productionUrl"]): string {
  const configured = productionUrl[variant];
  return (configured || `https://${brand}.${variant}`).replace(/\/+$/, "");
}
