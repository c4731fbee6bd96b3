import { errorCopy } from "@/errors/error-copy";
import { localeRegistry } from "@storyfront/schemas/locales/registry";
import { findSite } from "@/domain/allowed-hosts";
import { siteConfig, type SiteConfig } from "@/domain/site-config";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { previewBarHtml } from "@/preview/preview-bar-html";
import { baselineHeaders } from "./security-headers";
import { staticCatalogues as catalogues } from "@/i18n/static-catalogues";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The headers of every error page answered as HTML: not indexed, the security headers of every answer, and a CSP
 * for this page alone (its inline styles and its picture from /errors, no script). On a host of the allow-list the
 * proxy sets the pages' CSP over it.
 */
export const errorPageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "X-Robots-Tag": "noindex",
  ...baselineHeaders,
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/**
 * The locale of an error answered before routing (403, 404, 500): the path's locale prefix when the host's
 * variant serves it, else that variant's own locale (ru on storyfront.ru, whatever the path); for a host that is
 * none of ours, a locale prefix of the path or the source locale.
 */
export function errorLocale(host: string | null | undefined, pathname: string, config: SiteConfig = siteConfig): Locale {
  const site = findSite(host, config);
  if (site) return localeRegistry.splitLocale(pathname, site.variant).locale ?? localeRegistry.defaultOf(site.variant);
  const first = pathname.split("/")[1] ?? "";
  return localeRegistry.isLocale(first) ? first : localeRegistry.source;
}

// The logo of ui/logo.tsx as markup: the proxy's page must not depend on React rendering.
const logo =
  '<svg width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">' +
  '<circle cx="16" cy="16" r="13" fill="none" stroke="#1b5cff" stroke-width="3" stroke-dasharray="18 3"/>' +
  '<circle cx="16" cy="16" r="7" fill="#1b5cff"/>' +
  '<text x="36" y="22" font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif" font-size="18" font-weight="700" ' +
  'fill="#14171f">Storyfront</text></svg>';

/**
 * The error page the proxy answers with itself (unknown host, broken pipeline, malformed URL, no such
 * page), before any route renders: complete HTML in the error layout's look (logo header, image, title,
 * link home), so it reads the same with JavaScript off and cannot fail in turn. Nothing of the request
 * is echoed but `detail`, which is escaped.
 */
export function errorPageHtml(status: number, locale: Locale, detail?: string, titleKey?: "fetchFailed"): string {
  const copy = errorCopy(status);
  const messages = catalogues[locale].Errors;
  const layout = catalogues[locale].Layout;
  const title = messages[titleKey ?? copy.titleKey];
  const home = localePath(locale, "/");
  const image = copy.image ? `<img src="${copy.image}" alt="" width="320" height="200">` : "";
  const detailHtml = detail ? `<p class="detail">${escape(detail)}</p>` : "";
  const link = `<a href="${home}">${escape(messages.goHome)}</a>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><link rel="icon" href="/favicon.svg">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#14171f;background:#fff}
header{height:64px;display:flex;align-items:center;padding:0 20px;border-bottom:1px solid #e3e6ee}
header a{display:inline-flex}
main{min-height:70vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
gap:16px;padding:48px 20px;text-align:center}
img{max-width:100%;height:auto}h1{font-size:clamp(24px,4vw,32px);margin:0}.detail{color:#4a5160;margin:0}
main a{display:inline-block;padding:12px 22px;border-radius:10px;background:#1b5cff;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #14171f;outline-offset:2px}
</style></head>
<body>${previewBarHtml(locale)}<header><a href="${home}" aria-label="${escape(layout.home)}">${logo}</a></header>
<main id="main" data-status="${copy.status}">${image}<h1>${escape(title)}</h1>${detailHtml}${link}</main></body></html>`;
}

/** Our 404 page in the host's locale, for route handlers with no such file (media, app/api/not-found). */
export function notFoundAnswer(request: Request): Response {
  const locale = errorLocale(request.headers.get("host"), new URL(request.url).pathname);
  return new Response(errorPageHtml(404, locale), { status: 404, headers: errorPageHeaders });
}
