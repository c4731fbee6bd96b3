// Opening and saving the Studio's documents. A save writes the one canonical content format (content-model's
// serializeContent, shared with `npm run content:format`) and never overwrites a file whose bytes changed since
// the editor opened it: the editor sends the hash it opened, and a different one on disk is a conflict.
import { createHash } from "node:crypto";
import { serializeContent } from "@storyfront/content-model";
import { StudioActionError } from "./studio-action-error";
import { checkDocument, type DocumentProblems } from "./check-document";
import type { ContentSource } from "./content-source";
import { documentFileOf } from "./document-kinds";

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

export function readDocument(file: string, source: ContentSource): OpenedFile | undefined {
  if (!isEditableFile(file)) return undefined;
  const text = source.read(file);
  return text === undefined ? undefined : { file, text, hash: hashOf(text) };
}

/** The checker's problems with a document as the editor holds it (not saved), lines as the saved file's. */
/**
 * The canonical text of a document as an editor sends it. A value that is not the file's shape (an MDX page without
 * its front matter and body) is the sender's mistake, refused with the reason (a 400), not a crash of the store.
 */
function draftText(file: string, data: unknown, previousText: string | undefined): string {
  try {
    return serializeContent(file, data, previousText);
  } catch (error) {
    throw new StudioActionError(`the document does not fit ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function checkDraft(file: string, data: unknown, source: ContentSource): DocumentProblems {
  // Serialized as Save will: an MDX page keeps its front matter's comments from the file as it is.
  return checkDocument(file, draftText(file, data, readDocument(file, source)?.text), source);
}

export type SaveResult =
  | { outcome: "not editable" }
  /** The file changed (or went) since the editor opened it at `baseHash`. */
  | { outcome: "conflict" }
  /** The checker found errors: nothing written. */
  | ({ outcome: "refused" } & DocumentProblems)
  | ({ outcome: "saved"; hash: string; changed: boolean } & DocumentProblems);

/** Saves a document in the canonical format, unless it changed since `baseHash` or the checker finds errors (warnings do not block). */
export function saveDocument(file: string, data: unknown, baseHash: string, source: ContentSource): SaveResult {
  if (!isEditableFile(file)) return { outcome: "not editable" };
  const stored = readDocument(file, source);
  if (!stored || stored.hash !== baseHash) return { outcome: "conflict" };
  const text = draftText(file, data, stored.text);
  const problems = checkDocument(file, text, source);
  if (problems.errors.length > 0) return { outcome: "refused", ...problems };
  const changed = text !== stored.text;
  if (changed) source.write(file, text);
  return { outcome: "saved", ...problems, hash: hashOf(text), changed };
}

export function listLandingFiles(source: ContentSource): string[] {
  return ["landings", "solutions"]
    .flatMap((folder) => source.list(folder))
    .filter((file) => documentFileOf(file)?.kind.editor === "canvas");
}

/** Every servable image under content/media, as /media/... paths, for the media picker. */
export function listMediaImages(source: ContentSource): string[] {
  return source
    .list("media")
    .filter((file) => /\.(svg|png|jpe?g|webp|gif)$/i.test(file))
    .map((file) => `/${file}`);
}
