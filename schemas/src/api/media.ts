// The media library (issue 39): images editors upload for pages. The API stores each original and its five webp
// variants in the database and serves the variants at immutable, content-hashed paths that the site relays from its
// own origin, so a page's image fields can hold them as they are (api/README.md, "Media").
import { z } from "zod";
import { pagingQuery, queryInt } from "./common";
import { imageVariants } from "./page";

/** Image types an upload may be; the bytes decide, never the name or the Content-Type header. */
export const mediaTypes = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type MediaType = (typeof mediaTypes)[number];

/** The variants every image gets (the `image` field of a page), all webp. */
export const mediaVariantNames = ["webp", "square", "desktop", "tablet", "phone"] as const;
export type MediaVariantName = (typeof mediaVariantNames)[number];

/** Largest upload in bytes (413 beyond, counted while the body arrives). */
export const mediaUploadMaxBytes = 20 * 1024 * 1024;

/**
 * Site-relative path of a stored variant: `/media/library/{id}/{variant}-{hash}.webp`, where hash is the first 16 hex
 * digits of the variant's SHA-256. The API answers it, and the site relays it from its own origin.
 */
export const mediaFilePath = (id: number, variant: MediaVariantName, sha256: string) =>
  `/media/library/${id}/${variant}-${sha256.slice(0, 16)}.webp`;
export const mediaFileName = /^(webp|square|desktop|tablet|phone)-([0-9a-f]{16})\.webp$/;

const text = (max: number, blankMessage: string) =>
  z
    .string({ error: blankMessage })
    .trim()
    .min(1, { error: blankMessage })
    .max(max, { error: `must be at most ${max} characters` });

/** What an editor says about an image: a name to find it by and the alternative text pages show. */
export const mediaName = text(200, "Cannot be blank");
export const mediaAlt = text(1000, "Describe the image for people who cannot see it (alt text is required)");

/** Size of one stored variant. */
export const mediaVariantSize = z.object({ width: z.number().int(), height: z.number().int(), size: z.number().int() });

export const mediaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  alt: z.string(),
  /** The original's type, decided from its bytes. */
  type: z.enum(mediaTypes),
  /** The original's pixels after its EXIF orientation is applied, and its size in bytes. */
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  /** Hex SHA-256 of the original: the same bytes uploaded again answer this item. */
  sha256: z.string(),
  /** Site-relative URLs of the variants, ready for a page's `image` field. */
  variants: imageVariants,
  variantSizes: z.object(
    Object.fromEntries(mediaVariantNames.map((name) => [name, mediaVariantSize])) as Record<MediaVariantName, typeof mediaVariantSize>,
  ),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItem>;
export const mediaList = z.array(mediaItem);

/** POST /admin/media?name=…&alt=… with the image's bytes as the body. */
export const mediaUploadQuery = z.object({ name: mediaName, alt: mediaAlt });
export type MediaUploadQuery = z.input<typeof mediaUploadQuery>;

/** GET /admin/media — newest first; `q` finds images whose name or alt text contains it (any case). */
export const mediaListQuery = pagingQuery.extend({ q: z.string().max(200, { error: "must be at most 200 characters" }).optional() });
export type MediaListQuery = z.input<typeof mediaListQuery>;

/** PUT /admin/media/{id} — the name and alt text; the pixels never change (upload another image instead). */
export const mediaUpdateBody = z.strictObject({ name: mediaName, alt: mediaAlt });
export type MediaUpdateBody = z.input<typeof mediaUpdateBody>;

/** The 409 of DELETE /admin/media/{id} while pages show the image: which ones. */
export const mediaInUse = z.object({
  message: z.string(),
  pages: z.array(z.object({ id: z.number().int(), slug: z.string(), type: z.number().int() })),
});
export type MediaInUse = z.infer<typeof mediaInUse>;

/** GET /media/library/{id}/{file} — public, immutable (the file name carries the content hash). */
export const mediaFileParams = z.object({
  id: queryInt(1, 2147483647),
  file: z.string().regex(mediaFileName, { error: "must be {variant}-{hash}.webp" }),
});

/** The served bytes (OpenAPI: a binary string). */
export const mediaFileAnswer = z.instanceof(Uint8Array);
