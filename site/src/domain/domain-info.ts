import type { SiteConfig } from "./site-config";
import { defaultLocaleOf, variantLocales, type Locale, type Variant } from "@/i18n/locales";

export type Environment = "production" | "test" | "dev";

/** Domain info of spec §3, plus the environment chosen from the subdomain. */
export type DomainInfo = {
  tld: Variant;
  availableLocales: readonly Locale[];
  defaultLocale: Locale;
  isCom: boolean;
  isRu: boolean;
  hostname: string;
  baseDomain: string;
  baseUrl: string;
  consoleBaseUrl: string;
  apiBaseUrl: string;
  ssrApiBaseUrl: string;
  environment: Environment;
  /** The online Studio's host (studio-host.ts): its cookies stay host-only whatever SESSION_COOKIE_DOMAIN says. */
  studio?: true;
  /** A content branch's preview host: noindex, host-only cookies, the branch's content (content-branches/). */
  preview?: string;
};

/**
 * Where a known host points: its variant and environment. `local` marks the loopback aliases; `studio` the online
 * Studio's host (studio-host.ts), which serves no site page but works with the com site's API.
 */
export type SiteKey = {
  hostname: string;
  variant: Variant;
  environment: Environment;
  local: boolean;
  studio?: boolean;
  /** A content branch's preview host (domain/allowed-hosts.ts): its label, `content-<name>` or `main`. */
  preview?: string;
};

const localApi = "http://localhost:4000";
const localSsrApi = "http://127.0.0.1:4000";

export function domainInfoFor(site: SiteKey, config: SiteConfig): DomainInfo {
  const { hostname, variant, environment, local } = site;
  const baseDomain = local ? hostname : `${config.brand}.${variant}`;
  const envPrefix = environment === "production" ? "" : `${environment}.`;
  const baseUrl = local ? `http://${hostname}:${config.localPort}` : `https://${hostname}`;
  // studio.storyfront.com works with api.storyfront.com, as storyfront.com does.
  const apiBaseUrl = config.apiBaseUrl || (local ? localApi : `https://api.${site.studio ? hostname.replace(/^studio\./, "") : hostname}`);
  return {
    tld: variant,
    availableLocales: variantLocales(variant),
    defaultLocale: defaultLocaleOf(variant),
    isCom: variant === "com",
    isRu: variant === "ru",
    hostname,
    baseDomain,
    baseUrl,
    // The console has no local twin; the dev console of the same variant is the closest real one.
    consoleBaseUrl:
      config.consoleBaseUrl ||
      (local ? `https://console.dev.${config.brand}.${variant}` : `https://console.${envPrefix}${config.brand}.${variant}`),
    apiBaseUrl,
    ssrApiBaseUrl: config.ssrApiBaseUrl || (local ? localSsrApi : apiBaseUrl),
    environment,
    ...(site.studio ? { studio: true as const } : {}),
    ...(site.preview ? { preview: site.preview } : {}),
  };
}
