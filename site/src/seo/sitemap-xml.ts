// sitemap.xml (sitemaps.org 0.9) with hreflang alternates (xhtml:link) and, past 50,000 URLs, a sitemap
// index whose parts are /sitemaps/{n}.xml.
import type { DomainInfo } from "@/domain/domain-info";
import { alternateLinks } from "@/i18n/route-locale-paths";
import type { Locale } from "@/i18n/locales";
import type { IndexablePage } from "@/page-existence/indexable-pages";

export const maxUrlsPerSitemap = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date; alternates?: Record<string, string> };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** One <url> per page and locale, each naming all translations of its page (and x-default). */
export function sitemapUrls(pages: readonly IndexablePage[], domain: Pick<DomainInfo, "baseUrl" | "defaultLocale">): SitemapUrl[] {
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const page of pages) {
    const alternates = alternateLinks(page.paths, domain);
    for (const [locale, path] of Object.entries(page.paths)) {
      const loc = new URL(path, domain.baseUrl).toString();
      if (seen.has(loc)) continue;
      seen.add(loc);
      urls.push({ loc, lastmod: page.lastModified[locale as Locale], alternates });
    }
  }
  return urls.sort((a, b) => a.loc.localeCompare(b.loc));
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(({ loc, lastmod, alternates }) => {
      const links = Object.entries(alternates ?? {})
        .map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
        .join("");
      const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : "";
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>${modified}${links}\n  </url>`;
    })
    .join("\n");
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly string[]): string {
  const body = parts.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n  </sitemap>`).join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${body}\n</sitemapindex>\n`
  );
}

/**
 * What /sitemap.xml (part 0) and /sitemaps/{n}.xml (parts 1…) answer: one urlset while the URLs fit,
 * else an index at /sitemap.xml and the URLs in parts of at most 50,000. Null for a part that does not exist.
 */
export function sitemapDocument(urls: readonly SitemapUrl[], baseUrl: string, part: number): string | null {
  const partCount = Math.ceil(urls.length / maxUrlsPerSitemap);
  if (partCount <= 1) return part === 0 ? urlsetXml(urls) : null;
  if (part === 0)
    return sitemapIndexXml(Array.from({ length: partCount }, (_, index) => new URL(`/sitemaps/${index + 1}.xml`, baseUrl).toString()));
  if (part > partCount) return null;
  return urlsetXml(urls.slice((part - 1) * maxUrlsPerSitemap, part * maxUrlsPerSitemap));
}
