// The security headers every answer of the site carries, pages and files alike. Plain values with no imports but
// types: next.config.ts reads them too, for the build assets Next serves without the proxy.
import type { SiteKey } from "@/domain/domain-info";

/** What no answer goes without: no type sniffing, no framing, no referrer across origins, no powerful features. */
export const baselineHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
} as const;

/**
 * The CSP of an answer that is no page (sitemaps, robots.txt, pictures, social cards, media, build assets, JSON):
 * opened on its own it may show inline styles and pictures (an SVG's data: ones, or our own: a file route that finds
 * nothing answers the 404 page, whose picture is /errors/404.svg), never run anything or load from elsewhere.
 */
export const fileContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/** HSTS for production hosts (not the loopback aliases): two years, subdomains included. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

export const hstsApplies = (site: SiteKey) => site.environment === "production" && !site.local;

/** The headers of a file answer on a host of the allow-list. */
export function fileHeaders(site: SiteKey | null): Record<string, string> {
  return {
    ...baselineHeaders,
    "Content-Security-Policy": fileContentSecurityPolicy,
    ...(site && hstsApplies(site) ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}
