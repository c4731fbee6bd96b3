// The five webp variants of an uploaded image (a page's `image` field), made with sharp from one decoded source: the
// EXIF orientation applied, every metadata block (EXIF with its GPS position, XMP, comments) left out, never
// enlarged. Widths: desktop 1600, tablet 1024, phone 640; `webp` is the whole picture up to 2560 on its longer side;
// `square` an 800 × 800 crop around the part sharp finds most interesting.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { MediaType, MediaVariantName } from "@storyfront/schemas";
import { ValidationError } from "../http/errors";
import { imageTypeOf, sharpFormatOf } from "./image-type";

export const variantWidths = { desktop: 1600, tablet: 1024, phone: 640 } as const;
export const webpMaxSide = 2560;
export const squareSide = 800;
/** A larger picture is refused before it is decoded (a small file can unpack into gigabytes of pixels). */
export const maxInputPixels = 60_000_000;
/** effort 2 of 6: about half the time of the default for 1–3 % larger files (scripts/bench/media-upload.ts). */
const webpOptions = { quality: 80, effort: 2 } as const;

export type StoredFile = {
  variant: MediaVariantName | "original";
  contentType: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  bytes: Buffer;
};

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const refuse = (message: string) => new ValidationError([{ field: "body", message }]);
const notAnImage = "must be a JPEG, PNG, WebP, AVIF or GIF image (the file's contents decide, not its name)";

async function webpFile(variant: MediaVariantName, pipeline: Sharp): Promise<StoredFile> {
  const { data, info } = await pipeline.webp(webpOptions).toBuffer({ resolveWithObject: true });
  return {
    variant,
    contentType: "image/webp",
    width: info.width,
    height: info.height,
    size: data.length,
    sha256: sha256Hex(data),
    bytes: data,
  };
}

export type ImageInfo = { type: MediaType; width: number; height: number; original: StoredFile };

/**
 * What the upload is (from its magic numbers, confirmed by sharp's reading of its header) and its upright size; a 422
 * naming `body` when it is not an image of an accepted type or has too many pixels. Fast: no pixel is decoded yet.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo> {
  const type = imageTypeOf(bytes);
  if (!type) throw refuse(notAnImage);
  let metadata: Metadata;
  try {
    metadata = await source(bytes).metadata();
  } catch {
    throw refuse(notAnImage);
  }
  if (metadata.format !== sharpFormatOf[type] || !metadata.width || !metadata.height) throw refuse(notAnImage);
  if (metadata.width * metadata.height > maxInputPixels)
    throw refuse(`has ${metadata.width} × ${metadata.height} pixels; at most ${maxInputPixels / 1_000_000} megapixels are accepted`);
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const original: StoredFile = {
    variant: "original",
    contentType: `image/${type}`,
    width,
    height,
    size: bytes.length,
    sha256: sha256Hex(bytes),
    bytes,
  };
  return { type, width, height, original };
}

const source = (bytes: Buffer) => sharp(bytes, { failOn: "error", limitInputPixels: maxInputPixels });

/** Decodes every pixel and makes the five variants; a 422 naming `body` when the image is damaged or cut short. */
export async function makeVariants(bytes: Buffer, info: Pick<ImageInfo, "width" | "height">): Promise<StoredFile[]> {
  const upright = () => source(bytes).rotate();
  const side = Math.min(squareSide, info.width, info.height);
  try {
    return await Promise.all([
      webpFile("webp", upright().resize({ width: webpMaxSide, height: webpMaxSide, fit: "inside", withoutEnlargement: true })),
      webpFile("square", upright().resize({ width: side, height: side, fit: "cover", position: sharp.strategy.attention })),
      ...(Object.entries(variantWidths) as [MediaVariantName, number][]).map(([variant, target]) =>
        webpFile(variant, upright().resize({ width: target, withoutEnlargement: true })),
      ),
    ]);
  } catch {
    throw refuse("is damaged or incomplete: it could not be decoded to the end");
  }
}
