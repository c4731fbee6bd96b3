// The visual diff report (npm run preview:diff) served on the preview it belongs to; 404 on other builds.
import { readPreviewDiffFile } from "@/preview/visual-diff-files";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = readPreviewDiffFile((await params).path);
  if (!file) return new Response("Not found", { status: 404, headers: { "x-robots-tag": "noindex" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
    },
  });
}
