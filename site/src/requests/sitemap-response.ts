import { indexablePages } from "@/page-existence/indexable-pages";
import { notFoundAnswer } from "@/pipeline/error-page-html";
import { crawlingAllowed } from "@/seo/crawling-allowed";
import { sitemapDocument, sitemapUrls } from "@/seo/sitemap-xml";
import { forbiddenText, hostDomain } from "./host-domain";

/**
 * /sitemap.xml (part 0) and /sitemaps/{n}.xml of the request's host. Hosts that are not crawled answer
 * an empty list. Built per request from the cached content index and the API client's cached calls,
 * so a page published in the API appears once revalidation has refreshed those calls.
 */
export async function sitemapResponse(request: Request, part: number): Promise<Response> {
  const domain = hostDomain(request);
  if (!domain) return forbiddenText();
  const urls = crawlingAllowed(domain) ? sitemapUrls(await indexablePages(domain), domain) : [];
  const xml = sitemapDocument(urls, domain.baseUrl, part);
  if (xml === null) return notFoundAnswer(request);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
