// Where the content folder is: STORYFRONT_CONTENT_DIR wins; otherwise ../content from the site folder, or ./content
// from the repository root.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { liveSettings } from "@/domain/site-config";

export function contentRoot(): string {
  const configured = liveSettings.contentDir();
  if (configured) return resolve(configured);
  const fromSite = resolve(process.cwd(), "..", "content");
  return existsSync(join(fromSite, "settings")) ? fromSite : resolve(process.cwd(), "content");
}
