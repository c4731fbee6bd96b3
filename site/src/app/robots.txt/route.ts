import { forbiddenText, hostDomain } from "@/requests/host-domain";
import { robotsTxt } from "@/seo/robots-txt";

export const dynamic = "force-dynamic";

/** robots.txt per host and environment (seo/crawling-allowed.ts decides). */
export function GET(request: Request) {
  const domain = hostDomain(request);
  if (!domain) return forbiddenText();
  return new Response(robotsTxt(domain), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
