// Deployment settings of the site, read from the environment once per process.
// Everything host-specific is derived from these plus the request's host (see domain/).
import { detectPreview } from "@/preview/detect-preview";
import { readChromeConfig, schedulerSources } from "@/chrome/chrome-config";
import { readTrustedProxies, type TrustedProxies } from "@/route-handlers/trusted-proxies";

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return !["0", "false", "off", "no"].includes(value.toLowerCase());
}

export type SiteConfig = {
  /** The brand's second-level domain: `storyfront` → storyfront.com, storyfront.ru and their test/dev subdomains. */
  brand: string;
  /** Accept `localhost` (com) and `ru.localhost` (ru) as environment `dev`. A deployment turns this off. */
  localAliases: boolean;
  /** Port the site listens on; only used to build URLs for the loopback aliases. */
  localPort: string;
  /** Overrides of the URLs derived from the host (empty = derive). */
  apiBaseUrl: string;
  ssrApiBaseUrl: string;
  consoleBaseUrl: string;
  /** The client id cookie is `${clientIdCookiePrefix}client_uuid`. */
  clientIdCookiePrefix: string;
  /** Cookie domain; `{hostname}` is replaced by the request's hostname. */
  clientIdCookieDomain: string;
  /** Extra CSP sources for third parties the deployment enables (scheduler, analytics, chat). */
  csp: { frameSrc: string; scriptSrc: string; connectSrc: string };
  /** What /sales adds to the CSP on com: the meeting scheduler's own script and frame origins, nothing else. */
  salesCsp: { frameSrc: string; scriptSrc: string };
  /** Step names of the request pipeline, in order (spec §4). */
  pipeline: string[];
  /** A preview build of a branch (preview/preview-build.ts): noindex on every answer, whatever the host. */
  preview: boolean;
  /** TRUSTED_PROXIES: the proxies in front of the site whose X-Forwarded-For entries name the visitor (route-handlers/visitor-ip.ts). */
  trustedProxies: TrustedProxies;
};

export function readSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  return {
    brand: (env.SITE_BRAND || "storyfront").toLowerCase(),
    localAliases: flag(env.SITE_LOCAL_ALIASES, true),
    localPort: env.PORT || "3000",
    apiBaseUrl: env.API_BASE_URL || "",
    ssrApiBaseUrl: env.SSR_API_BASE_URL || "",
    consoleBaseUrl: env.CONSOLE_BASE_URL || "",
    clientIdCookiePrefix: env.CLIENT_ID_COOKIE_PREFIX ?? "sf_",
    clientIdCookieDomain: env.CLIENT_ID_COOKIE_DOMAIN ?? "{hostname}",
    csp: { frameSrc: env.CSP_FRAME_SRC ?? "", scriptSrc: env.CSP_SCRIPT_SRC ?? "", connectSrc: env.CSP_CONNECT_SRC ?? "" },
    salesCsp: schedulerSources(readChromeConfig(env).scheduler),
    pipeline: (env.SITE_PIPELINE || "ensureDomain,ensureClientId,lpLocale,i18nRouting,responseHeaders")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    preview: detectPreview(env, () => "") !== undefined,
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
  };
}

export const siteConfig: SiteConfig = readSiteConfig();
