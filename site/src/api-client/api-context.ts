// Who calls the API and how: one context for server components and one for route handlers, so every
// request carries the same headers (spec §7: lang, x-client-id; plus the visitor's host) and timeout.
import type { ApiLocale } from "@storyfront/schemas";
import { requestSite } from "@/domain/request-site";
import { domainInfoFor, type DomainInfo } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";
import { isLocale } from "@/i18n/locales";

export type ApiContext = {
  /** ssrApiBaseUrl of the visitor's domain: the site calls the API from the server only. */
  baseUrl: string;
  lang: ApiLocale;
  /** The site host the call is made for, sent as x-forwarded-host. */
  host?: string;
  clientId?: string;
  /**
   * The visitor's address, sent as x-forwarded-for on sign-in calls: the API's login throttle counts per address
   * only when it trusts the site (API_TRUST_PROXY); otherwise every visitor would share the site's one address.
   */
  visitorIp?: string;
  /** Access token of a signed-in visitor (route handlers only). */
  token?: string;
  /** Bounded wait for an answer; a slow API is a failure, not a hanging page. */
  timeoutMs?: number;
  /** Next's data cache: seconds of freshness and tags for on-demand refresh. Omit for no caching. */
  cache?: { revalidate: number; tags: string[] };
  /**
   * Draft mode only (preview/draft-api.ts): the draft credential, sent as x-preview-secret so the API includes
   * unpublished pages. Such a call is never cached, so no drafted answer reaches a cache visitors read.
   */
  draftSecret?: string;
};

/** The API's draft credential header (api/README.md: pages with isActive false only for this header or an editor). */
export const draftCredentialHeader = "x-preview-secret";

/**
 * A server component's context: the domain's server-side base URL and the page's locale. No client id:
 * pages are static and shared by every visitor (per-visitor calls go through route handlers).
 */
export function serverApi(domain: Pick<DomainInfo, "ssrApiBaseUrl" | "hostname">, locale: ApiLocale): ApiContext {
  return { baseUrl: domain.ssrApiBaseUrl, lang: locale, host: domain.hostname };
}

/** A route handler's domain and API context; null when the host is not on the allow-list. */
export type RouteHandlerApi = { domain: DomainInfo; api: ApiContext };

/**
 * Route handlers under /api are not rewritten by the proxy, so the Host header (the one the proxy's
 * ensureDomain reads) is all there is. The locale is the `lang` query or header when the domain offers
 * it, else its default; the client id is the one the proxy passes on as `x-client-id`.
 */
export function routeHandlerApi(request: Request, locale?: string | null): RouteHandlerApi | null {
  const site = requestSite(request.headers);
  if (!site) return null;
  const domain = domainInfoFor(site, siteConfig);
  const wanted = locale ?? request.headers.get("lang");
  const lang = wanted && isLocale(wanted) && domain.availableLocales.includes(wanted) ? wanted : domain.defaultLocale;
  const clientId = request.headers.get("x-client-id") ?? undefined;
  return { domain, api: { baseUrl: domain.ssrApiBaseUrl, lang, host: domain.hostname, clientId } };
}
