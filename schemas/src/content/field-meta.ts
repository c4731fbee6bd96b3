// What a field means beyond its shape, as typed metadata the checker, the resolver and the Studio read.
// Descriptions stay prose for people (the JSON Schemas' hover text); nothing parses them.
import { z } from "zod";
import type { CollectionName } from "./collection-names";

export type FieldMeta =
  /** A slug naming an entry of another collection. */
  | { kind: "reference"; target: CollectionName }
  /** A path under /media/: a file in content/media. */
  | { kind: "media" }
  /** A route of the site, an https:// address, a mailto: address or an #anchor. */
  | { kind: "link" }
  /** Text long enough to be written on several lines. */
  | { kind: "longText" };

export const fieldMeta = z.registry<FieldMeta>();

/** The field's metadata, looking through optional, default and nullable wrappers. */
export function fieldMetaOf(schema: z.ZodType): FieldMeta | undefined {
  let inner: z.ZodType = schema;
  for (;;) {
    const meta = fieldMeta.get(inner);
    if (meta) return meta;
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
      inner = inner.unwrap() as z.ZodType;
    } else return undefined;
  }
}

/** Marks a copy of `schema` (metadata sticks to the instance; clones made later by .min() or .describe() inherit it). */
export function withMeta<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  const copy = schema.clone();
  fieldMeta.add(copy, meta);
  return copy;
}
