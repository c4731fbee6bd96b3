import type { DomainInfo } from "@/domain/domain-info";

/**
 * A CSP that static pages can carry: Next's inline bootstrap scripts need 'unsafe-inline' unless a
 * per-request nonce is used, and a nonce would make every page dynamic. Everything else is locked to
 * our own origins; third parties (scheduler, analytics) are added through configuration.
 */
export function contentSecurityPolicy(
  domain: DomainInfo,
  extra: { frameSrc?: string; scriptSrc?: string; connectSrc?: string } = {},
  development = false,
): string {
  const apiOrigin = new URL(domain.apiBaseUrl).origin;
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": ["'self'", "'unsafe-inline'", development ? "'unsafe-eval'" : "", extra.scriptSrc ?? ""].join(" "),
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob: https:",
    "font-src": "'self' data:",
    // Marketing videos live on a media CDN; they cannot run script, so any https origin may serve them.
    "media-src": "'self' https:",
    "connect-src": ["'self'", apiOrigin, extra.connectSrc ?? ""].join(" "),
    "frame-src": ["'self'", "https://www.youtube-nocookie.com", extra.frameSrc ?? ""].join(" "),
    "frame-ancestors": "'none'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, " ").trim()}`)
    .join("; ");
}
