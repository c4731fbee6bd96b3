import { previewChanges } from "@storyfront/content-model/graph/git-changes";
import { contentRoot } from "@/page-data/content/load-content";
import { json, studioRoute } from "@/studio/server/studio-route";

export const dynamic = "force-dynamic";

/** What the working tree changes against the base, and the pages it touches with reasons (as preview:changes). */
export function GET(request: Request) {
  return studioRoute(request, () => {
    const base = process.env.STUDIO_BASE ?? process.env.SITE_PREVIEW_BASE ?? "main";
    const changes = previewChanges({ contentRoot: contentRoot(), base });
    return json({ base, files: changes.files, pages: changes.pages });
  });
}
