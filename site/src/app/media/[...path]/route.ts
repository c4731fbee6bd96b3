// Content media at /media/...: read from content/media per request (the proxy skips paths with a file extension,
// so no host check or rewrite applies). Not prerendered: a prerendered route sends a name it does not have to the
// page tree, and a static route keeps each miss on disk; either way every URL a bot tried was an entry. Browsers
// and a CDN keep the answers: file names carry no content hash, so a replaced file must show within days, a
// week fresh, then served stale while revalidating.
import { readMediaFile } from "@/page-data/media-files";
import { notFoundAnswer } from "@/pipeline/error-page-html";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = await readMediaFile((await params).path);
  if (!file) return notFoundAnswer(request);
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "public, max-age=604800, stale-while-revalidate=2592000",
      "x-content-type-options": "nosniff",
      // An SVG opened directly must not run scripts on our origin.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    },
  });
}
