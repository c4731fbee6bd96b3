import { cameOverHttps } from "./auth-cookies";

/**
 * The origin the visitor used for this request, scheme + host + port as the browser writes it in `Origin`:
 * the Host header (the proxy's host allow-list already vouched for it) and the scheme the visitor came
 * over (X-Forwarded-Proto from a TLS-terminating proxy, else the connection's own). Null without a Host.
 */
export function requestOrigin(request: Request): string | null {
  const host = request.headers.get("host")?.trim().toLowerCase();
  if (!host) return null;
  return `${cameOverHttps(request) ? "https" : "http"}://${host}`;
}
