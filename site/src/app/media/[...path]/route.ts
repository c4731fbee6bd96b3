// Content media at /media/...: prerendered at build time from content/media (the proxy skips paths with a
// file extension, so no host check or rewrite applies). File names carry no content hash, so
// a replaced file must show within days: a week fresh, then served stale while revalidating.
import { listMediaFiles, readMediaFile } from "@/page-data/media-files";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return listMediaFiles().map((path) => ({ path }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = await readMediaFile((await params).path);
  if (!file) return new Response("Not found", { status: 404 });
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
