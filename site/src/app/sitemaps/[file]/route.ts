import { notFoundAnswer } from "@/pipeline/error-page-html";
import { sitemapResponse } from "@/requests/sitemap-response";

export const dynamic = "force-dynamic";

/** /sitemaps/{n}.xml: part n of a sitemap index (only when a host lists more than 50,000 URLs). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  if (!match) return notFoundAnswer(request);
  return sitemapResponse(request, Number(match[1]));
}
