import { sitemapResponse } from "@/route-handlers/sitemap-response";

export const dynamic = "force-dynamic";

/** /sitemaps/{n}.xml: part n of a sitemap index (only when a host lists more than 50,000 URLs). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  if (!match) return new Response("No such sitemap\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return sitemapResponse(request, Number(match[1]));
}
