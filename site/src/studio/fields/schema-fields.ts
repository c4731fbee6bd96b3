// Reads a block's zod schema into editor field descriptions: pure, no React, so a block added to the schemas
// (and the registry) is editable without Studio code. Puck fields are made from these in puck-fields.tsx.
import { fieldMetaOf, type CollectionName } from "@storyfront/schemas";
import { z } from "zod";
import { fieldLabel } from "./label-for";

/** Every field may carry an example: the editor value a new block starts with (example-value.ts). */
export type StudioField = FieldKind & { example?: unknown };

type FieldKind =
  /** `formatted`: a string in a set format (an e-mail, a pattern: a video's address), a value rather than words. */
  | { kind: "text"; label: string; optional: boolean; multiline: boolean; formatted?: true }
  /** Numbers are edited as text, so a half-typed value is shown to the checker instead of being lost. */
  | { kind: "number"; label: string; optional: boolean }
  | { kind: "choice"; label: string; optional: boolean; options: string[] }
  | { kind: "boolean"; label: string; optional: boolean }
  /** A slug naming an entry of a library (reviews, logos…): picked by name, never typed. */
  | { kind: "reference"; label: string; optional: boolean; target: CollectionName }
  /** An href: a route of the site (offered from the routes that exist) or an outside address, typed. */
  | { kind: "link"; label: string; optional: boolean }
  /** A path under /media/: picked from the files in content/media. */
  | { kind: "media"; label: string; optional: boolean }
  | { kind: "object"; label: string; optional: boolean; fields: Record<string, StudioField> }
  /** Lists of plain values are wrapped as { value } items in the editor: Puck's lists hold objects. */
  | { kind: "list"; label: string; optional: boolean; item: StudioField; wrapped: boolean; min?: number; max?: number }
  /** A shape the Studio has no form for (unions): edited as JSON text. */
  | { kind: "json"; label: string; optional: boolean };

type AnySchema = z.ZodType;

/** Peels optional and default wrappers, remembering whether the field may be left out. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
      optional = true;
      inner = inner.unwrap() as AnySchema;
    } else if (inner instanceof z.ZodNullable) {
      inner = inner.unwrap() as AnySchema;
    } else return { inner, optional };
  }
}

function arrayBounds(schema: z.ZodArray): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === "min_length") bounds.min = def.minimum;
    if (def.check === "max_length") bounds.max = def.maximum;
    if (def.check === "length_equals") bounds.min = bounds.max = def.length;
  }
  return bounds;
}

/** A string schema with a format of its own (z.email(), .regex()): zod 4 records both as "string_format" checks. */
function hasFormat(schema: AnySchema): boolean {
  if (schema instanceof z.ZodStringFormat) return true;
  return (schema._zod.def.checks ?? []).some((check) => (check._zod.def as { check: string }).check === "string_format");
}

export function describeField(key: string, schema: AnySchema): StudioField {
  const { inner, optional } = unwrap(schema);
  const label = fieldLabel(key);
  // What a text field is for (a reference, a media file, a link, long text) is marked in the schemas.
  const meta = fieldMetaOf(schema);
  // Formats (a date as YYYY-MM-DD, an e-mail) are text too; the checker says when one is not in its format.
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) {
    if (meta?.kind === "reference") return { kind: "reference", label, optional, target: meta.target };
    if (meta?.kind === "media") return { kind: "media", label, optional };
    if (meta?.kind === "link") return { kind: "link", label, optional };
    const text = { kind: "text", label, optional, multiline: meta?.kind === "longText" } as const;
    return hasFormat(inner) ? { ...text, formatted: true } : text;
  }
  if (inner instanceof z.ZodNumber) return { kind: "number", label, optional };
  if (inner instanceof z.ZodBoolean) return { kind: "boolean", label, optional };
  if (inner instanceof z.ZodEnum) return { kind: "choice", label, optional, options: inner.options.map(String) };
  if (inner instanceof z.ZodObject) return { kind: "object", label, optional, fields: describeFields(inner) };
  if (inner instanceof z.ZodRecord && inner.keyType instanceof z.ZodEnum) {
    // A record keyed by a fixed list (a card's texts per locale) is a group with one field per key.
    const partial = (inner._zod.def as { partial?: boolean }).partial === true;
    const keys = inner.keyType.options.map(String);
    const valueType = inner.valueType as AnySchema;
    const fields = Object.fromEntries(
      keys.map((key) => {
        const field = describeField(key, valueType);
        return [key, { ...field, label: key, optional: partial || field.optional }];
      }),
    );
    return { kind: "object", label, optional, fields };
  }
  if (inner instanceof z.ZodTuple) {
    const items = inner._zod.def.items as AnySchema[];
    const item = describeField(key, items[0] ?? z.string());
    return { kind: "list", label, optional, item, wrapped: item.kind !== "object", min: items.length, max: items.length };
  }
  if (inner instanceof z.ZodArray) {
    const item = describeField(key, inner.element as AnySchema);
    return { kind: "list", label, optional, item, wrapped: item.kind !== "object", ...arrayBounds(inner) };
  }
  return { kind: "json", label, optional };
}

/** The editable fields of an object schema (a block's), in schema order; the `type` tag is not a field. */
export function describeFields(schema: z.ZodObject): Record<string, StudioField> {
  return Object.fromEntries(
    Object.entries(schema.shape as Record<string, AnySchema>)
      .filter(([key, field]) => !(key === "type" && field instanceof z.ZodLiteral))
      .map(([key, field]) => [key, describeField(key, field)]),
  );
}

/** The block's type tag, from its `type: z.literal(...)`. */
export function blockTypeOf(schema: z.ZodObject): string {
  const tag = (schema.shape as Record<string, AnySchema>).type;
  if (!(tag instanceof z.ZodLiteral)) throw new Error("a block schema needs a literal `type`");
  return String(tag.value);
}
