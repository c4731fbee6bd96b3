import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { siteConfig } from "./site-config";
import { isLocale, type Locale } from "@/i18n/locales";
import { siteFromSegment } from "./allowed-hosts";
import { domainInfoFor, type DomainInfo } from "./domain-info";

export type PageParams = { site: string; locale: string };

/**
 * Domain info and locale of a page from its internal path segments (set by the proxy's rewrite).
 * Null when the pair is not one the proxy would produce, e.g. a locale the domain does not offer.
 */
export function pageDomain(params: PageParams): { domain: DomainInfo; locale: Locale } | null {
  const site = siteFromSegment(params.site, siteConfig);
  if (!site || !isLocale(params.locale)) return null;
  const domain = domainInfoFor(site, siteConfig);
  if (!domain.availableLocales.includes(params.locale)) return null;
  return { domain, locale: params.locale };
}

/** Like pageDomain, for layouts and pages: an impossible pair is a 404. Also sets next-intl's locale. */
export async function requirePageDomain(params: Promise<PageParams>): Promise<{ domain: DomainInfo; locale: Locale }> {
  const resolved = pageDomain(await params);
  if (!resolved) notFound();
  setRequestLocale(resolved.locale);
  return resolved;
}
