// Node-only (reads the disk): imported by path, never re-exported from the package index, so browser bundles never see it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { isMediaEntryFile } from "./media-entries";
import type { ContentFile } from "./read-file";

/** Every content file (with its text) and every media path (/media/...) under a content folder. */
export function readContentFolder(root: string): { files: ContentFile[]; mediaPaths: Set<string> } {
  const files: ContentFile[] = [];
  const mediaPaths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (path.startsWith("node_modules/")) continue;
    // A picture's library entry (media/<picture>.json) is read as text for the checker, not served as media.
    if (path.startsWith("media/") && !isMediaEntryFile(path)) mediaPaths.add(`/${path}`);
    else if (path.includes("/")) files.push({ path, text: readFileSync(join(root, path), "utf8") });
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, mediaPaths };
}

/** Cheap fingerprint of the folder (names, sizes, modification times) to know when to read it again. */
export function folderFingerprint(root: string): string {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const stats = statSync(join(entry.parentPath, entry.name));
      return `${entry.parentPath}/${entry.name}:${stats.size}:${stats.mtimeMs}`;
    })
    .join("|");
}
