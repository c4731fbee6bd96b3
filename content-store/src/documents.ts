// The content files the Studio opens and saves, read from the working tree (STORYFRONT_CONTENT_DIR or ./content).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "@/page-data/content/load-content";
import { documentFileOf } from "@/studio/documents/document-kinds";

/** The files the Studio edits: landings, catalogue entries, long-form MDX pages and library entries, sources and translations. */
export function isEditableFile(file: string): boolean {
  return documentFileOf(file) !== undefined;
}

export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");

export interface OpenedFile {
  file: string;
  text: string;
  /** What the file held when opened: Save refuses to overwrite a file whose bytes changed since. */
  hash: string;
}

export function readContentFile(file: string, root = contentRoot()): OpenedFile | undefined {
  if (!isEditableFile(file)) return undefined;
  const path = join(root, file);
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, "utf8");
  return { file, text, hash: hashOf(text) };
}

export function writeContentFile(file: string, text: string, root = contentRoot()): void {
  if (!isEditableFile(file)) throw new Error(`the Studio does not write ${file}`);
  writeFileSync(join(root, file), text);
}

export function listLandingFiles(root = contentRoot()): string[] {
  return ["landings", "solutions"]
    .flatMap((folder) => readdirSync(join(root, folder)).map((name) => `${folder}/${name}`))
    .filter((file) => documentFileOf(file)?.kind.editor === "canvas")
    .sort();
}

/** Every servable image under content/media, as /media/... paths, for the media picker. */
export function listMediaImages(root = contentRoot()): string[] {
  const media = join(root, "media");
  return readdirSync(media, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(svg|png|jpe?g|webp|gif)$/i.test(entry.name))
    .map(
      (entry) =>
        `/media/${join(entry.parentPath, entry.name)
          .slice(media.length + 1)
          .split("\\")
          .join("/")}`,
    )
    .sort();
}
