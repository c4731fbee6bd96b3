// What the content folder changes against the base and the pages it touches, exactly as the preview's changes page
// and `npm run preview:changes` compute it: the same graph, with the message keys each page reads scanned from
// the site's own code (`siteSrc`; without it a changed catalogue would list every page).
import { branchChanges, previewChanges } from "@storyfront/content-model/graph/git-changes";
import type { ContentSource } from "./content-source";

export function contentChanges(base: string, siteSrc: string, source: ContentSource) {
  const changes = source.git
    ? branchChanges({ gitDir: source.git.gitDir, base, head: source.git.head(), contentDir: source.git.folder, siteSrc })
    : previewChanges({ contentRoot: source.root, base, siteSrc });
  return { base, files: changes.files, pages: changes.pages };
}
