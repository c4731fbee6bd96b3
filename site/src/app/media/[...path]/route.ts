// Content media at /media/...: read from content/media per request (the proxy checks only the host of a path with
// a file extension and adds the file headers: no rewrite applies). Not prerendered: a prerendered route sends a
// name it does not have to the page tree, and a static route keeps each miss on disk; either way every URL a bot
// tried was an entry. Browsers and a CDN keep the answers: file names carry no content hash, so a replaced file
// must show within days, a week fresh, then served stale while revalidating.
import { readMediaFile } from "@/page-data/media-files";
import { notFoundAnswer } from "@/pipeline/error-page-html";
import { fileContentSecurityPolicy } from "@/pipeline/security-headers";
import { editorBranchOf, onPreview } from "@/content-branches/git-media";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const branch = editorBranchOf(request.headers);
  const file = await readMediaFile((await params).path, undefined, branch);
  if (!file) return notFoundAnswer(request);
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      // A branch's preview may replace a picture with its next save: asked again each time.
      "cache-control": onPreview() || branch ? "private, no-cache" : "public, max-age=604800, stale-while-revalidate=2592000",
      // An SVG opened directly must not run scripts on our origin (the proxy sets the same; the route does not rely on it).
      "x-content-type-options": "nosniff",
      "content-security-policy": fileContentSecurityPolicy,
    },
  });
}
