import { domainInfoFor } from "@/domain/domain-info";
import { isSalesLayoutRoute } from "@/layouts/sales-layout-routes";
import { crawlingAllowed } from "@/seo/crawling-allowed";
import { contentSecurityPolicy } from "./content-security-policy";
import { baselineHeaders, hstsApplies, strictTransportSecurity } from "./security-headers";
import type { SiteConfig } from "@/domain/site-config";
import type { Step } from "./types";

/** Configured third parties, plus the meeting scheduler's origins on com's /sales, the one page that embeds it. */
function cspSources(config: SiteConfig, sales: boolean): SiteConfig["csp"] {
  if (!sales) return config.csp;
  const join = (a: string, b: string) => [a, b].filter(Boolean).join(" ");
  return {
    ...config.csp,
    scriptSrc: join(config.csp.scriptSrc, config.salesCsp.scriptSrc),
    frameSrc: join(config.csp.frameSrc, config.salesCsp.frameSrc),
  };
}

/**
 * Host-dependent answers that do not change the page body travel as headers, so pages stay static:
 * noindex outside production and on sales-layout pages other than /sales (spec §2.2), and a baseline of
 * security headers. A preview build is noindex on every host, production ones included.
 */
export const responseHeaders: Step = (state) => {
  if (!state.site) return state;
  const domain = domainInfoFor(state.site, state.config);
  const route = state.routePath ?? state.request.pathname;
  const noindex = !crawlingAllowed(domain, state.config) || (isSalesLayoutRoute(route) && route !== "/sales");
  const headers: Record<string, string> = {
    ...state.headers,
    "Content-Security-Policy": contentSecurityPolicy(
      domain,
      cspSources(state.config, domain.isCom && route === "/sales"),
      process.env.NODE_ENV === "development",
    ),
    ...baselineHeaders,
  };
  if (noindex) headers["X-Robots-Tag"] = "noindex";
  if (hstsApplies(state.site)) headers["Strict-Transport-Security"] = strictTransportSecurity;
  return { ...state, headers };
};
