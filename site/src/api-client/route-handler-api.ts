import { siteConfig } from "@/domain/site-config";
import { findSite } from "@/domain/allowed-hosts";
import { domainInfoFor } from "@/domain/domain-info";
import { isLocale, type Locale } from "@/i18n/locales";
import type { ApiContext } from "./api-request";

/**
 * The API context of a same-origin route handler: the host's domain (null when not allowed), the
 * requested locale if the domain offers it (else its default), and the visitor's client id, which the
 * proxy passes as the `x-client-id` request header.
 */
export function routeHandlerApi(request: Request, locale?: string | null): ApiContext | null {
  const site = findSite(request.headers.get("host"), siteConfig);
  if (!site) return null;
  const domain = domainInfoFor(site, siteConfig);
  const lang: Locale = locale && isLocale(locale) && domain.availableLocales.includes(locale) ? locale : domain.defaultLocale;
  const clientId = request.headers.get("x-client-id") ?? undefined;
  return { baseUrl: domain.ssrApiBaseUrl, lang, clientId };
}
