// Where the Studio's documents are read from and written to. Every file access of the store goes through this one
// small interface, so the store can be pointed at another place (a bare clone, another branch) by implementing it;
// today's implementation is the working tree's content folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { ContentFile } from "@storyfront/content-model";
import { folderFingerprint, readContentFolder } from "@storyfront/content-model/read-content-folder";

export interface ContentSource {
  /** The content folder on disk, inside its git repository (propose and the changes list ask git about it). */
  readonly root: string;
  /** A file's text (paths relative to the content folder, e.g. landings/home.json); undefined when it is not there. */
  read(file: string): string | undefined;
  exists(file: string): boolean;
  /** Several files' bytes at once (pictures: the media library reads their sizes), undefined where one is missing. */
  readBytes(files: readonly string[]): (Uint8Array | undefined)[];
  /** The files under a folder, at every depth, as paths relative to the content folder, sorted. */
  list(folder: string): string[];
  /** Writes a file, creating its folder. */
  write(file: string, data: string | Uint8Array): void;
  remove(file: string): void;
  /** Every content file with its text and every media path, as the checker reads a content folder. */
  readAll(): { files: ContentFile[]; mediaPaths: Set<string> };
  /** Differs whenever a file changed: what a cached read of the whole folder compares. */
  version(): string;
  /** A branch of a bare repository (git-branch.ts): history and changes come from its commits, not a working tree. */
  readonly git?: { gitDir: string; folder: string; head(): string };
}

/** The content folder of a checkout, read and written in place. */
export function workingTree(root: string): ContentSource {
  const at = (file: string) => join(root, file);
  return {
    root,
    read: (file) => (existsSync(at(file)) ? readFileSync(at(file), "utf8") : undefined),
    exists: (file) => existsSync(at(file)),
    readBytes: (files) => files.map((file) => (existsSync(at(file)) ? readFileSync(at(file)) : undefined)),
    list: (folder) =>
      existsSync(at(folder))
        ? readdirSync(at(folder), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
            .sort()
        : [],
    write: (file, data) => {
      mkdirSync(dirname(at(file)), { recursive: true });
      writeFileSync(at(file), data);
    },
    remove: (file) => rmSync(at(file)),
    readAll: () => readContentFolder(root),
    version: () => folderFingerprint(root),
  };
}
