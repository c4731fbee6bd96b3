// Migration 016: the media library (issue 39).
//
// - media: one row per uploaded image, with what the editor said (name, alt) and what the bytes are (type, pixels,
//   size, SHA-256 of the original, unique: the same bytes uploaded again are the same item).
// - media_file: the bytes themselves, the original and each webp variant, in the database (bytea) so a backup holds
//   them and every API process reads them; kept apart so listing the library never touches the bytes. Each file's
//   own SHA-256 names it in its URL (/media/library/{id}/{variant}-{hash}.webp), which is therefore immutable. Stored
//   without compression (storage external): images are compressed already, so trying again only costs time.
import type { Migration } from "./migration";

export const mediaMigration: Migration = {
  id: "016-media",
  sql: `
create table media (
  id serial primary key,
  name text not null check (length(btrim(name)) > 0),
  alt text not null check (length(btrim(alt)) > 0),
  original_type text not null check (original_type in ('jpeg', 'png', 'webp', 'avif', 'gif')),
  width integer not null,
  height integer not null,
  byte_size integer not null,
  sha256 text not null unique,
  created_by integer references app_user(id) on delete set null,
  created_at integer not null
);
create index media_newest on media (created_at desc, id desc);
create table media_file (
  media_id integer not null references media(id) on delete cascade,
  variant text not null check (variant in ('original', 'webp', 'square', 'desktop', 'tablet', 'phone')),
  content_type text not null,
  width integer not null,
  height integer not null,
  byte_size integer not null,
  sha256 text not null,
  bytes bytea not null,
  primary key (media_id, variant)
);
alter table media_file alter column bytes set storage external;
`,
};
