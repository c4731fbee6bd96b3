// The content store the Studio's pages and route handlers work on: the working tree's content folder
// (STORYFRONT_CONTENT_DIR or ../content, as the site reads it), and the branch proposals are compared with.
import { contentStore, workingTree } from "@storyfront/content-store";
import { contentRoot } from "@/page-data/content/load-content";
import { liveSettings } from "@/domain/site-config";

export const studioStore = () => contentStore(workingTree(contentRoot()));

/** The branch proposals are compared with and branch from: STUDIO_BASE, else the previews' base, else main. */
export const studioBase = liveSettings.studioBase;
