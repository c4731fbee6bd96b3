// The content folder's pictures as the Studio's media library shows them: each with its size in bytes and pixels
// (read from the file, so never out of date) and its library entry (content/media/<picture>.json: alt text,
// decorative, focal point). Entries are written canonically (two-space JSON, a final newline), one file each.
import { imageSize } from "@storyfront/content-model/media/image-size";
import { mediaEntryFileOf, mediaEntrySchema, pictureFilePattern, type MediaEntry } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";
import { StudioActionError } from "./studio-action-error";

export interface MediaLibraryItem {
  /** The picture's media path, as blocks hold it: /media/uploads/team.png */
  path: string;
  bytes: number;
  width?: number;
  height?: number;
  /** The library entry, when the picture has one. */
  entry?: MediaEntry;
}

function readEntry(file: string, source: ContentSource): MediaEntry | undefined {
  const text = source.read(file);
  if (text === undefined) return undefined;
  try {
    const parsed = mediaEntrySchema.safeParse(JSON.parse(text));
    // An invalid entry is the checker's to report (npm run validate names it); the library shows the picture without it.
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** One picture as the library shows it, from its bytes and whether an entry file is there. */
function libraryItem(file: string, bytes: Uint8Array | undefined, hasEntry: boolean, source: ContentSource): MediaLibraryItem {
  const size = bytes ? imageSize(bytes) : undefined;
  const entry = hasEntry ? readEntry(mediaEntryFileOf(file), source) : undefined;
  return { path: `/${file}`, bytes: bytes?.length ?? 0, ...size, ...(entry ? { entry } : {}) };
}

export function listMediaLibrary(source: ContentSource): MediaLibraryItem[] {
  const files = source.list("media");
  const pictures = files.filter((file) => pictureFilePattern.test(file));
  const entryFiles = new Set(files.filter((file) => file.endsWith(".json")));
  const contents = source.readBytes(pictures);
  return pictures.map((file, index) => libraryItem(file, contents[index], entryFiles.has(mediaEntryFileOf(file)), source));
}

/** One picture of the library (after an upload or an entry saved): its own bytes only, not every picture's. */
export function mediaLibraryItem(picture: string, source: ContentSource): MediaLibraryItem | undefined {
  const file = picture.replace(/^\//, "");
  if (!pictureFilePattern.test(file) || !source.exists(file)) return undefined;
  return libraryItem(file, source.readBytes([file])[0], source.exists(mediaEntryFileOf(file)), source);
}

/** Writes a picture's library entry (replacing the one it had); refused when the picture is not there or the entry is not valid. */
export function saveMediaEntry(picture: string, entry: unknown, source: ContentSource): MediaEntry {
  const file = picture.replace(/^\//, "");
  if (!file.startsWith("media/") || file.includes("..") || !pictureFilePattern.test(file) || !source.exists(file))
    throw new StudioActionError(`there is no picture ${picture} in content/media`);
  const parsed = mediaEntrySchema.safeParse(entry);
  if (!parsed.success)
    throw new StudioActionError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`).join("; "));
  // Keys in the schema's order, so a saved entry reads the same whoever wrote it.
  const { alt, decorative, focal } = parsed.data;
  const canonical = { alt, ...(decorative ? { decorative } : {}), ...(focal ? { focal } : {}) };
  source.write(mediaEntryFileOf(file), `${JSON.stringify(canonical, null, 2)}\n`);
  return canonical;
}
