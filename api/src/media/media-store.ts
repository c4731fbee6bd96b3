// Reading and writing the media library's rows (tables media and media_file, db/migrations/016-media.ts).
import { mediaFilePath, mediaVariantNames, type MediaItem, type MediaVariantName } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { notFound } from "../http/errors";
import { userName, userRef } from "../pages/authored-page";
import type { ImageInfo, StoredFile } from "./image-variants";

type MediaRow = {
  id: number;
  name: string;
  alt: string;
  original_type: MediaItem["type"];
  width: number;
  height: number;
  byte_size: number;
  sha256: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: number;
  /** { variant: [width, height, size, sha256] } of the webp variants. */
  files: Record<string, [number, number, number, string]>;
};

const mediaSelect = `select m.*, ${userName("u")} as created_by_name,
  (select jsonb_object_agg(f.variant, jsonb_build_array(f.width, f.height, f.byte_size, f.sha256))
     from media_file f where f.media_id = m.id and f.variant <> 'original') as files
  from media m left join app_user u on u.id = m.created_by`;

function toMediaItem(row: MediaRow): MediaItem {
  const file = (variant: MediaVariantName) => row.files[variant] ?? [0, 0, 0, ""];
  const each = <T>(map: (variant: MediaVariantName) => T) =>
    Object.fromEntries(mediaVariantNames.map((variant) => [variant, map(variant)])) as Record<MediaVariantName, T>;
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    type: row.original_type,
    width: row.width,
    height: row.height,
    size: row.byte_size,
    sha256: row.sha256,
    variants: each((variant) => mediaFilePath(row.id, variant, file(variant)[3])),
    variantSizes: each((variant) => ({ width: file(variant)[0], height: file(variant)[1], size: file(variant)[2] })),
    createdBy: userRef(row.created_by, row.created_by_name),
    createdAt: row.created_at,
  };
}

export async function findMediaBySha(db: Queryable, sha256: string): Promise<MediaItem | null> {
  const [row] = await db.query<MediaRow>(`${mediaSelect} where m.sha256 = $1`, [sha256]);
  return row ? toMediaItem(row) : null;
}

export async function loadMedia(db: Queryable, id: number): Promise<MediaItem> {
  const [row] = await db.query<MediaRow>(`${mediaSelect} where m.id = $1`, [id]);
  if (!row) throw notFound(`Image ${id} not found`);
  return toMediaItem(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Images whose name or alt text contains `q` (any case), newest first, one page of them and the total. */
export async function listMedia(db: Queryable, q: string | undefined, limit: number | null, offset: number) {
  const where = q ? "(m.name ilike $1 or m.alt ilike $1)" : "true";
  const params: unknown[] = q ? [`%${escapeLike(q)}%`] : [];
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from media m where ${where}`, params);
  const rows = await db.query<MediaRow>(
    `${mediaSelect} where ${where} order by m.created_at desc, m.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { items: rows.map(toMediaItem), total: count?.total ?? 0 };
}

/**
 * Stores an image and its files in one transaction: the row and the original first, then each variant as `variants`
 * delivers them (sharp works on other threads meanwhile, so the database's time and sharp's overlap). Answers its id,
 * or null when the same bytes were stored meanwhile (two uploads of one file at once: the second finds the first's
 * row). A variant failure rolls everything back.
 */
export async function insertMedia(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  image: ImageInfo,
  variants: Promise<StoredFile[]>,
  fields: { name: string; alt: string },
  userId: number,
  now: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into media (name, alt, original_type, width, height, byte_size, sha256, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (sha256) do nothing returning id`,
      [fields.name, fields.alt, image.type, image.width, image.height, image.original.size, image.original.sha256, userId, now],
    );
    if (!row) return null;
    await insertFiles(tx, row.id, [image.original]);
    await insertFiles(tx, row.id, await variants);
    return row.id;
  });
}

const fileColumns = "media_id, variant, content_type, width, height, byte_size, sha256, bytes";

/**
 * PGlite binds a 2 MB bytea parameter about 7 times slower than the same bytes as base64 text, and takes a binary COPY
 * about twice as fast again (scripts/bench/media-upload.ts, notes in api/README.md): PGlite gets the COPY, PostgreSQL
 * base64 parameters.
 */
async function insertFiles(tx: Queryable, mediaId: number, files: StoredFile[]) {
  if (tx.copyFrom) return tx.copyFrom(`copy media_file (${fileColumns}) from '/dev/blob' with (format binary)`, binaryCopy(mediaId, files));
  for (const file of files) {
    await tx.query(`insert into media_file (${fileColumns}) values ($1, $2, $3, $4, $5, $6, $7, decode($8, 'base64'))`, [
      mediaId,
      file.variant,
      file.contentType,
      file.width,
      file.height,
      file.size,
      file.sha256,
      file.bytes.toString("base64"),
    ]);
  }
}

/** PostgreSQL's binary COPY format: a header, then per row the field count and each field as length + bytes. */
function binaryCopy(mediaId: number, files: StoredFile[]): Buffer {
  const int32 = (value: number) => {
    const field = Buffer.alloc(8);
    field.writeInt32BE(4, 0);
    field.writeInt32BE(value, 4);
    return field;
  };
  const bytes = (value: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeInt32BE(value.length, 0);
    return [length, value];
  };
  const text = (value: string) => bytes(Buffer.from(value, "utf8"));
  const fieldCount = Buffer.alloc(2);
  fieldCount.writeInt16BE(8, 0);
  const trailer = Buffer.alloc(2);
  trailer.writeInt16BE(-1, 0);
  return Buffer.concat([
    Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"),
    Buffer.alloc(8), // flags and header extension length: none
    ...files.flatMap((file) => [
      fieldCount,
      int32(mediaId),
      ...text(file.variant),
      ...text(file.contentType),
      int32(file.width),
      int32(file.height),
      int32(file.size),
      ...text(file.sha256),
      ...bytes(file.bytes),
    ]),
    trailer,
  ]);
}

export async function updateMedia(db: Queryable, id: number, name: string, alt: string): Promise<MediaItem> {
  const rows = await db.query("update media set name = $2, alt = $3 where id = $1 returning id", [id, name, alt]);
  if (rows.length === 0) throw notFound(`Image ${id} not found`);
  return loadMedia(db, id);
}

/** Pages (draft or published) whose image fields or body name one of the image's files. */
export async function pagesUsingMedia(db: Queryable, id: number): Promise<{ id: number; slug: string; type: number }[]> {
  const pattern = `%/media/library/${id}/%`;
  return db.query(
    `select p.id, p.slug, p.type from page p
     where p.image::text like $1 or p.image_square like $1 or p.author_image like $1 or p.story_cover like $1 or p.icon like $1
        or exists (select 1 from page_translation t where t.page_id = p.id and t.content like $1)
     order by p.id`,
    [pattern],
  );
}

/** One variant's bytes, when `hash` is the start of its SHA-256 (an old or made-up URL finds nothing). */
export async function readMediaFile(db: Queryable, id: number, variant: MediaVariantName, hash: string) {
  // As hex text for the same reason as in insertMedia (reading: about 3 times faster on PGlite than a bytea column).
  const [row] = await db.query<{ hex: string; sha256: string }>(
    "select encode(bytes, 'hex') as hex, sha256 from media_file where media_id = $1 and variant = $2 and left(sha256, 16) = $3",
    [id, variant, hash],
  );
  return row ? { bytes: Buffer.from(row.hex, "hex"), sha256: row.sha256 } : null;
}
