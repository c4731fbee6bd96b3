// THE walk over a value along its zod schema that finds every marked field, above all references (a slug marked
// with reference() or references() in @storyfront/schemas): the checker lists them, the resolver puts each entry
// in its slug's place. No block or collection is named here; a new block's fields are found because its schema marks them.
import { fieldMetaOf, type CollectionName, type FieldMeta } from "@storyfront/schemas";
import { z } from "zod";

export type ValuePath = (string | number)[];

export interface Reference {
  path: ValuePath;
  target: CollectionName;
  slug: string;
}

/** A field the schemas mark (a reference, a media path, a link, long text), with its value. */
export interface MarkedField {
  path: ValuePath;
  meta: FieldMeta;
  value: unknown;
}

/** What goes in a marked field's place; undefined marks a missing entry, which a list leaves out. */
type Replace = (field: MarkedField) => unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** The option of a union the value takes: by its discriminator's value (a block's `type`), else the first that fits. */
function optionFor(union: z.ZodUnion, value: unknown): z.ZodType | undefined {
  const options = union.options as readonly z.ZodType[];
  const discriminator = (union._zod.def as { discriminator?: string }).discriminator;
  if (discriminator === undefined || !isRecord(value)) return options.find((option) => option.safeParse(value).success);
  return options.find((option) => {
    const tag = option instanceof z.ZodObject ? (option.shape as Record<string, z.ZodType>)[discriminator] : undefined;
    return tag instanceof z.ZodLiteral && tag.values.has(value[discriminator] as never);
  });
}

function itemSchema(list: z.ZodArray | z.ZodTuple, index: number): z.ZodType | undefined {
  if (list instanceof z.ZodArray) return list.element as z.ZodType;
  const { items, rest } = list._zod.def;
  return (items[index] ?? rest ?? undefined) as z.ZodType | undefined;
}

/** `value` rebuilt with each marked field replaced; parts the schema does not describe are kept as they are. */
function mapMarked(schema: z.ZodType, value: unknown, replace: Replace, path: ValuePath = []): unknown {
  const meta = fieldMetaOf(schema);
  if (meta) return replace({ path, meta, value });
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject && isRecord(value)) {
    const shape = inner.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, shape[key] ? mapMarked(shape[key], field, replace, [...path, key]) : field]),
    );
  }
  if ((inner instanceof z.ZodArray || inner instanceof z.ZodTuple) && Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const schemaOfItem = itemSchema(inner, index);
      const mapped = schemaOfItem ? mapMarked(schemaOfItem, item, replace, [...path, index]) : item;
      return mapped === undefined ? [] : [mapped];
    });
  }
  if (inner instanceof z.ZodRecord && isRecord(value)) {
    const valueType = inner.valueType as z.ZodType;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapMarked(valueType, field, replace, [...path, key])]));
  }
  if (inner instanceof z.ZodUnion) {
    const option = optionFor(inner, value);
    return option ? mapMarked(option, value, replace, path) : value;
  }
  return value;
}

/** `value` with each reference replaced by what `replace` gives for it (the resolver: the entry it names). */
export function mapReferences(schema: z.ZodType, value: unknown, replace: (reference: Reference) => unknown): unknown {
  return mapMarked(schema, value, ({ path, meta, value: slug }) =>
    meta.kind === "reference" && typeof slug === "string" ? replace({ path, target: meta.target, slug }) : slug,
  );
}

/** Every reference in `value`, with its path, in the order the value lists them. */
export function referencesIn(schema: z.ZodType, value: unknown): Reference[] {
  const found: Reference[] = [];
  mapReferences(schema, value, (reference) => {
    found.push(reference);
    return reference.slug;
  });
  return found;
}

/** Paths of the fields whose whole value is a link (hrefSchema), to check where they lead. */
export function linkPathsIn(schema: z.ZodType, value: unknown): ValuePath[] {
  const found: ValuePath[] = [];
  mapMarked(schema, value, (field) => {
    if (field.meta.kind === "link" && typeof field.value === "string") found.push(field.path);
    return field.value;
  });
  return found;
}
