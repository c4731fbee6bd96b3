// The visual diff report served on the preview it belongs to; 404 on other builds. A preview build serves the report
// of `npm run preview:diff` (/api/preview-diff/report.html); a content branch's preview host serves only its own
// branch's reports, one folder per commit (/api/preview-diff/<commit>/report.html, visual-diff-report.ts).
import { readPreviewDiffFile } from "@/preview/visual-diff-files";
import { previewDiffLabel } from "@/preview/visual-diff-report";

export const dynamic = "force-dynamic";

const notFound = () => new Response("Not found", { status: 404, headers: { "x-robots-tag": "noindex" } });

/** A plain file or folder name: under the branch's folder, never `..` into another branch's. */
const plainName = (segment: string) => /^[\w-][\w.-]*$/.test(segment);

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const label = previewDiffLabel();
  if (label && !segments.every(plainName)) return notFound();
  // The root's own checks (inside the diff folder, a known type, a file) apply to the branch's files too.
  const file = readPreviewDiffFile(label ? [label, ...segments] : segments);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "x-robots-tag": "noindex",
      // Inline styles and data: screenshots only; the report runs no script.
      "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
    },
  });
}
