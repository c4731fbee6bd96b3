import type { ApiLocale } from "@storyfront/schemas";
import type { DomainInfo } from "@/domain/domain-info";
import type { ApiContext } from "./api-request";

/**
 * The API context of a server component: the domain's server-side base URL and the page's locale.
 * No client id: pages are static and shared by every visitor (per-visitor calls go through route handlers).
 */
export function serverApi(domain: Pick<DomainInfo, "ssrApiBaseUrl">, locale: ApiLocale): ApiContext {
  return { baseUrl: domain.ssrApiBaseUrl, lang: locale };
}
