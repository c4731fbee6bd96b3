import { sitemapResponse } from "@/requests/sitemap-response";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return sitemapResponse(request, 0);
}
