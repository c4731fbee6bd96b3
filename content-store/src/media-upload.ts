// Images uploaded from the Studio's media picker, written to content/media/uploads/. Raster images only (an SVG
// can carry script and is served from our own origin), recognised by their first bytes, up to 2 MB.
import type { ContentSource } from "./content-source";
import { maxUploadBytes } from "./media-limits";

export class UploadError extends Error {}

const signatures: { extension: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { extension: "png", matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { extension: "jpg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: "gif", matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    extension: "webp",
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
];

/** The file's media path (/media/uploads/<name>.<ext>) after writing it; UploadError says what is wrong. */
export function saveUpload(name: string, bytes: Uint8Array, source: ContentSource): string {
  if (bytes.length === 0) throw new UploadError("the file is empty");
  if (bytes.length > maxUploadBytes)
    throw new UploadError(`the file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; images may be up to 2 MB`);
  const type = signatures.find((signature) => signature.matches(bytes));
  if (!type) throw new UploadError("only PNG, JPEG, WebP and GIF images can be uploaded (SVG files go through a code review)");
  const base =
    name
      .replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "image";
  let file = `${base}.${type.extension}`;
  for (let count = 2; source.exists(`media/uploads/${file}`); count++) file = `${base}-${count}.${type.extension}`;
  source.write(`media/uploads/${file}`, bytes);
  return `/media/uploads/${file}`;
}
