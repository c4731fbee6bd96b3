import { localeRegistry } from "@storyfront/schemas/locales/registry";
import { isPagePath } from "./page-paths";
import type { Step } from "./types";

/**
 * Spec §2.1/§4: the locale comes from the route's first segment when the domain offers it, else the
 * domain default. A prefix naming the default locale redirects to the path without it (com `/en` → `/`,
 * ru `/ru/x` → `/x`). A locale the domain does not offer is never applied: `/de` on ru stays a path (→ 404).
 * The choice is kept in a cookie for 365 days, written by the browser (session/visitor-cookies.tsx) so
 * the page's HTML carries no Set-Cookie and a CDN may cache it.
 */
export const lpLocaleWith =
  (registry: typeof localeRegistry): Step =>
  (state) => {
    const { site, request } = state;
    if (!site || !isPagePath(request.pathname)) return state;
    const { locale: prefixed, route } = registry.splitLocale(request.pathname, site.variant);
    const fallback = registry.defaultOf(site.variant);
    const routePath = prefixed ? route : request.pathname;

    if (prefixed === fallback) {
      return { ...state, redirect: `${routePath}${request.search}` };
    }
    const locale = prefixed ?? fallback;
    return { ...state, locale, routePath };
  };

export const lpLocale: Step = lpLocaleWith(localeRegistry);
