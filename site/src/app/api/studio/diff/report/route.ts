import { existsSync, readFileSync } from "node:fs";
import { studioRoute } from "@/studio/handlers/studio-route";
import { reportFile } from "@/studio/visual-diff/visual-diff-job";

export const dynamic = "force-dynamic";

/** The visual diff's report.html (self-contained: its screenshots are inline), as the last run wrote it. */
export function GET(request: Request) {
  return studioRoute(
    request,
    () => {
      const file = reportFile();
      if (!existsSync(/* turbopackIgnore: true */ file))
        return new Response("No visual diff report yet: run the visual diff first.", { status: 404 });
      return new Response(readFileSync(/* turbopackIgnore: true */ file), {
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
          "x-robots-tag": "noindex",
          // Inline styles and data: screenshots only; the report runs no script.
          "content-security-policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        },
      });
    },
    { online: false },
  );
}
