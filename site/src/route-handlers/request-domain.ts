import { siteConfig } from "@/domain/site-config";
import { findSite } from "@/domain/allowed-hosts";
import { domainInfoFor, type DomainInfo } from "@/domain/domain-info";
import { isLocale, type Locale } from "@/i18n/locales";

/** What a same-origin route handler needs to call the API for a visitor. */
export type ApiCaller = { domain: DomainInfo; headers: Record<string, string> };

/**
 * Domain info of a route handler's request (route handlers under /api are not rewritten by the
 * proxy, so the host header is all there is), plus the headers every API call carries (spec §7).
 * Null for a host that is not on the allow-list.
 */
export function apiCaller(request: Request): ApiCaller | null {
  const site = findSite(request.headers.get("x-forwarded-host") ?? request.headers.get("host"), siteConfig);
  if (!site) return null;
  const domain = domainInfoFor(site, siteConfig);
  const lang = request.headers.get("lang");
  const locale: Locale = lang && isLocale(lang) && domain.availableLocales.includes(lang) ? lang : domain.defaultLocale;
  const headers: Record<string, string> = { lang: locale, accept: "application/json" };
  const clientId = request.headers.get("x-client-id");
  if (clientId) headers["x-client-id"] = clientId;
  return { domain, headers };
}

export const forbidden = () => Response.json({ message: "Access to page denied" }, { status: 403 });
