// What a search engine reads from each URL one host's sitemap lists, over plain HTTP (server HTML, no JavaScript):
// a page worth listing (200, indexable, not a listing with nothing in it), a description no other listed page has,
// and schema.org JSON-LD that parses.
import fs from "node:fs";
import path from "node:path";
import { inBatches, plainGet, type PlainResponse } from "./plain-http";
import { linksOf, sitemapLocations } from "./site-crawl";

export type SitemapPagesReport = {
  urls: number;
  /** Listed pages that show an empty listing's text or say noindex. */
  emptyListings: string[];
  /** Links from listed pages (category tabs, menus) to a listing with nothing in it: "from → to". */
  linksToEmptyListings: string[];
  /** Descriptions listed pages share, each with the pages sharing it. */
  duplicateDescriptions: { description: string; paths: string[] }[];
  withoutJsonLd: string[];
  /** Anything else: a status other than 200, JSON-LD that does not parse. */
  problems: string[];
};

const messagesDir = path.join(import.meta.dirname, "..", "..", "content", "messages");

/** The texts an empty listing shows in a language (the blog's and the press releases' "nothing yet"). */
function emptyListingTexts(locale: string): string[] {
  const messages = JSON.parse(fs.readFileSync(path.join(messagesDir, `${locale}.json`), "utf8")) as {
    Blog: { empty: string };
    PressReleases: { empty: string };
  };
  return [messages.Blog.empty, messages.PressReleases.empty];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

export const metaDescription = (html: string) => decode(/<meta\s[^>]*name="description"[^>]*content="([^"]*)"/i.exec(html)?.[1] ?? "");

/** The JSON-LD blocks of a page, parsed; a block that does not parse is reported as a string. */
export function jsonLdBlocks(html: string): (Record<string, unknown> | string)[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, text]): (Record<string, unknown> | string)[] => {
      try {
        const data = JSON.parse(text ?? "") as Record<string, unknown> | Record<string, unknown>[];
        return Array.isArray(data) ? data : [data];
      } catch {
        return [`unparsable JSON-LD: ${(text ?? "").slice(0, 60)}`];
      }
    },
  );
}

const noindex = (html: string, robotsHeader: string) =>
  /noindex/i.test(robotsHeader) || /<meta\s[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html);

/** Why a page is an empty listing ("no articles yet", or noindex), or null when it is a page worth listing. */
function emptyListing({ body, headers }: PlainResponse): string | null {
  const locale = /<html[^>]*\slang="([a-z]{2})"/i.exec(body)?.[1] ?? "en";
  const text = decode(body);
  const emptyText = emptyListingTexts(locale).find((empty) => text.includes(`>${empty}<`));
  if (emptyText) return `"${emptyText}"`;
  return noindex(body, String(headers["x-robots-tag"] ?? "")) ? "noindex" : null;
}

/** Paths of the listings (blog categories, web stories, press releases) a page links to: its tabs and menus. */
const listingLinks = (html: string, origin: string) =>
  linksOf(html)
    .pages.map((href) => new URL(href, origin))
    .filter((url) => url.origin === origin && /^(\/[a-z]{2})?\/(blog\/category-[^/]+|blog\/stories|press-releases)$/.test(url.pathname))
    .map((url) => url.pathname);

/** Reads every URL of `host`'s sitemap, and the listings they link to. */
export async function readSitemapPages(host: string): Promise<SitemapPagesReport> {
  const origin = `https://${host}`;
  const sitemap = await plainGet(host, "/sitemap.xml");
  const paths = sitemapLocations(sitemap.body).map((loc) => new URL(loc).pathname);
  const report: SitemapPagesReport = {
    urls: paths.length,
    emptyListings: [],
    linksToEmptyListings: [],
    duplicateDescriptions: [],
    withoutJsonLd: [],
    problems: [],
  };
  if (sitemap.status !== 200) report.problems.push(`/sitemap.xml: ${sitemap.status}`);
  const byDescription = new Map<string, string[]>();
  const linked = new Map<string, string>();
  await inBatches(paths, 6, async (pagePath) => {
    const response = await plainGet(host, pagePath);
    if (response.status !== 200) return report.problems.push(`${pagePath}: ${response.status}`);
    const { body } = response;
    const empty = emptyListing(response);
    if (empty) report.emptyListings.push(`${pagePath}: ${empty}`);
    for (const target of listingLinks(body, origin)) if (!linked.has(target)) linked.set(target, pagePath);
    const description = metaDescription(body);
    byDescription.set(description, [...(byDescription.get(description) ?? []), pagePath]);
    const blocks = jsonLdBlocks(body);
    if (blocks.length === 0) report.withoutJsonLd.push(pagePath);
    for (const block of blocks) {
      if (typeof block === "string") report.problems.push(`${pagePath}: ${block}`);
      else if (block["@context"] !== "https://schema.org" || typeof block["@type"] !== "string")
        report.problems.push(`${pagePath}: JSON-LD without schema.org @context and @type`);
    }
  });
  await inBatches([...linked], 6, async ([target, from]) => {
    const response = await plainGet(host, target);
    const empty = response.status === 200 ? emptyListing(response) : `answers ${response.status}`;
    if (empty) report.linksToEmptyListings.push(`${from} → ${target}: ${empty}`);
  });
  for (const [description, sharing] of byDescription)
    if (sharing.length > 1) report.duplicateDescriptions.push({ description, paths: sharing.sort() });
  report.emptyListings.sort();
  report.linksToEmptyListings.sort();
  report.withoutJsonLd.sort();
  return report;
}
