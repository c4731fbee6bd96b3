// What the working tree changes against the base and the pages it touches, exactly as the preview's changes page
// and `npm run preview:changes` compute it: the same graph, with the message keys each page reads scanned from
// this site's own code (without it a changed catalogue would list every page).
import { resolve } from "node:path";
import { previewChanges } from "@storyfront/content-model/graph/git-changes";
import { contentRoot } from "@/page-data/content/load-content";

/** The branch proposals are compared with and branch from: STUDIO_BASE, else the previews' base, else main. */
export const studioBase = () => process.env.STUDIO_BASE ?? process.env.SITE_PREVIEW_BASE ?? "main";

export function studioChanges() {
  const base = studioBase();
  // turbopackIgnore: a folder known only at run time (next dev runs in site/, so src is the site's code).
  const siteSrc = resolve(/* turbopackIgnore: true */ process.cwd(), "src");
  const changes = previewChanges({ contentRoot: contentRoot(), base, siteSrc });
  return { base, files: changes.files, pages: changes.pages };
}
