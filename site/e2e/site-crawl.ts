// A crawler over plain HTTP for the e2e suite: from / and the sitemap of one host, every internal link
// and asset, checking status and the head every page must have. No browser per page.
import { inBatches, plainGet, type PlainResponse } from "./plain-http";

export type CrawlReport = { pages: number; assets: number; links: number; problems: string[] };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=["']([^"']*)["']`, "i").exec(tag)?.[1];
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Links and assets named in server HTML (scripts' inline text is left out). */
export function linksOf(html: string): { pages: string[]; assets: string[]; hreflang: string[] } {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.slice(0, tag.indexOf(">") + 1));
  const pages: string[] = [];
  const assets: string[] = [];
  const hreflang: string[] = [];
  for (const [tag] of body.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (href) pages.push(decodeEntities(href));
  }
  for (const [tag] of body.matchAll(/<link\s[^>]*>/gi)) {
    const href = attribute(tag, "href");
    const rel = attribute(tag, "rel") ?? "";
    if (!href) continue;
    if (rel === "alternate" && attribute(tag, "hreflang")) hreflang.push(decodeEntities(href));
    else if (rel !== "preconnect" && rel !== "dns-prefetch") assets.push(decodeEntities(href));
  }
  for (const [tag] of body.matchAll(/<(?:img|script|source|video|iframe)\s[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) assets.push(decodeEntities(src));
    const srcset = attribute(tag, "srcset");
    if (srcset)
      assets.push(
        ...decodeEntities(srcset)
          .split(",")
          .map((part) => part.trim().split(/\s+/)[0] ?? "")
          .filter(Boolean),
      );
  }
  for (const [tag] of body.matchAll(/<meta\s[^>]*>/gi)) {
    if (/property=["']og:image["']|name=["']twitter:image["']/i.test(tag)) {
      const content = attribute(tag, "content");
      if (content) assets.push(decodeEntities(content));
    }
  }
  return { pages, assets, hreflang };
}

/** The path of a link on `origin` (the production origin the site writes, e.g. https://storyfront.com), or null for another site. */
function internalPath(href: string, from: string, origins: readonly string[]): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(href, `${origins[0]}${from}`);
  } catch {
    return `invalid:${href}`;
  }
  if (!origins.includes(url.origin)) return null;
  return url.pathname + url.search;
}

export function headProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/<html[^>]*\slang="[a-z]{2}"/i.test(html)) problems.push("no <html lang>");
  if (!/<title>[^<]+<\/title>/i.test(html)) problems.push("no title");
  if (!/<meta\s[^>]*name="description"[^>]*content="[^"]+"/i.test(html)) problems.push("no description");
  if (!/<link\s[^>]*rel="canonical"[^>]*href="[^"]+"/i.test(html)) problems.push("no canonical");
  return problems;
}

export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1] ?? ""));
}

/**
 * Crawls one host: pages from `/` and its sitemap, then every internal link found; assets once each.
 * `origin` is the production origin the site writes in absolute URLs.
 */
export async function crawlHost(
  host: string,
  origin: string,
  options: { maxPages?: number; concurrency?: number } = {},
): Promise<CrawlReport> {
  const maxPages = options.maxPages ?? 2_000;
  const origins = [origin, `http://${host}`];
  const problems: string[] = [];
  const seen = new Set<string>();
  const assetsSeen = new Set<string>();
  const hreflangTargets = new Map<string, string>();
  let links = 0;

  const sitemap = await plainGet(host, "/sitemap.xml");
  if (sitemap.status !== 200) problems.push(`/sitemap.xml: ${sitemap.status}`);
  let queue = ["/", ...sitemapLocations(sitemap.body).flatMap((loc) => internalPath(loc, "/", origins) ?? [])];
  const fetched = new Map<string, PlainResponse>();

  const visit = async (path: string): Promise<string[]> => {
    let response: PlainResponse;
    try {
      response = await plainGet(host, path);
    } catch (error) {
      problems.push(`${path}: no answer (${String(error)})`);
      return [];
    }
    fetched.set(path, response);
    if (response.status >= 300 && response.status < 400) {
      const location = internalPath(String(response.headers.location ?? ""), path, origins);
      return location ? [location] : [];
    }
    if (response.status !== 200) {
      problems.push(`${path}: ${response.status}`);
      return [];
    }
    if (!String(response.headers["content-type"] ?? "").includes("text/html")) return [];
    for (const problem of headProblems(response.body)) problems.push(`${path}: ${problem}`);
    const found = linksOf(response.body);
    links += found.pages.length + found.assets.length + found.hreflang.length;
    for (const href of found.hreflang) {
      const target = internalPath(href, path, origins);
      if (target) hreflangTargets.set(target, path);
      else problems.push(`${path}: hreflang to another site ${href}`);
    }
    for (const href of found.assets) {
      const asset = internalPath(href, path, origins);
      if (asset) assetsSeen.add(asset);
    }
    return [...found.pages, ...found.hreflang].flatMap((href) => internalPath(href, path, origins) ?? []);
  };

  while (queue.length > 0 && seen.size < maxPages) {
    const batch = [...new Set(queue)].filter((path) => !seen.has(path)).slice(0, maxPages - seen.size);
    for (const path of batch) seen.add(path);
    const found = await inBatches(batch, options.concurrency ?? 6, visit);
    queue = found.flat().filter((path) => !seen.has(path));
  }
  if (queue.length > 0) problems.push(`stopped at ${maxPages} pages with ${queue.length} links left`);

  for (const [target, from] of hreflangTargets) {
    const response = fetched.get(target);
    if (!response || response.status !== 200)
      problems.push(`${from}: hreflang to ${target}, which answers ${response?.status ?? "nothing"}`);
  }
  const assets = [...assetsSeen].filter((asset) => !seen.has(asset));
  await inBatches(assets, options.concurrency ?? 6, async (asset) => {
    if (asset.startsWith("invalid:")) return problems.push(`invalid asset URL ${asset.slice(8)}`);
    try {
      const response = await plainGet(host, asset);
      if (response.status >= 400) problems.push(`asset ${asset}: ${response.status}`);
      if (asset.startsWith("/social-card/") && !String(response.headers["content-type"]).startsWith("image/png"))
        problems.push(`asset ${asset}: not a PNG`);
    } catch (error) {
      problems.push(`asset ${asset}: no answer (${String(error)})`);
    }
  });
  return { pages: seen.size, assets: assets.length, links, problems: [...new Set(problems)] };
}
