// What a zod schema says about the shape of a value: the key order of objects and the schema of each child.
// Reads zod's definitions (`_zod.def`), so it follows wrappers (optional, default, pipe, lazy …) and picks the
// variant of a union that a value belongs to (a discriminated union by its discriminator, e.g. a block's `type`).
import type { z } from "zod";

/** The part of zod's internal definition this module reads. */
interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
}

function definition(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The values a discriminator field may take in one union variant (a literal or an enum). */
function discriminatorValues(schema: z.ZodType): readonly unknown[] {
  const values = (schema as unknown as { _zod: { values?: Set<unknown> } })._zod.values;
  return values ? [...values] : [];
}

/** The variant of a union a value belongs to: by discriminator, else the first that accepts it, else the closest object. */
function unionVariant(options: z.ZodType[], discriminator: string | undefined, value: unknown): z.ZodType | undefined {
  if (discriminator && isRecord(value)) {
    const byDiscriminator = options.find((option) => {
      const field = concrete(option, value).shape?.[discriminator];
      return field !== undefined && discriminatorValues(field).includes(value[discriminator]);
    });
    if (byDiscriminator) return byDiscriminator;
  }
  const accepting = options.find((option) => option.safeParse(value).success);
  if (accepting || !isRecord(value)) return accepting;
  const keys = Object.keys(value);
  const overlap = (option: z.ZodType) => keys.filter((key) => key in (concrete(option, value).shape ?? {})).length;
  return options.reduce<z.ZodType | undefined>((best, option) => (best && overlap(best) >= overlap(option) ? best : option), undefined);
}

/** The values of an enum key schema, in its order; undefined for any other key type (free keys keep their order). */
function enumKeys(schema: z.ZodType): readonly string[] | undefined {
  const def = definition(schema) as SchemaDefinition & { entries?: Record<string, unknown> };
  return def.type === "enum" && def.entries
    ? Object.values(def.entries).filter((key): key is string => typeof key === "string")
    : undefined;
}

/** The schema's definition once wrappers are taken off and a union is resolved for this value. */
function concrete(schema: z.ZodType, value: unknown, depth = 0): SchemaDefinition {
  const def = definition(schema);
  if (depth > 32) return def;
  const inner = def.innerType ?? def.in ?? def.getter?.();
  if (inner) return concrete(inner, value, depth + 1);
  if (def.type === "union" && def.options) {
    const variant = unionVariant(def.options, def.discriminator, value);
    return variant ? concrete(variant, value, depth + 1) : def;
  }
  return def;
}

export interface ShapeOf {
  /** Object keys in the schema's order (undefined when the value is not an object the schema describes). */
  keys?: readonly string[];
  /** The schema of a child by key or index, when the schema knows it. */
  child(key: string | number): z.ZodType | undefined;
}

/** What `schema` says about `value`; an unknown schema (undefined) knows nothing and keeps every order. */
export function shapeOf(schema: z.ZodType | undefined, value: unknown): ShapeOf {
  if (!schema) return { child: () => undefined };
  const def = concrete(schema, value);
  switch (def.type) {
    case "object":
      return { keys: Object.keys(def.shape ?? {}), child: (key) => (typeof key === "string" ? def.shape?.[key] : undefined) };
    case "array":
      return { child: (index) => (typeof index === "number" ? def.element : undefined) };
    case "tuple":
      return { child: (index) => (typeof index === "number" ? (def.items?.[index] ?? def.rest ?? undefined) : undefined) };
    case "record":
      // A record keyed by an enum (card texts per locale) keeps the enum's order: the locale registry's.
      return {
        keys: def.keyType ? enumKeys(def.keyType) : undefined,
        child: (key) => (typeof key === "string" ? def.valueType : undefined),
      };
    default:
      return { child: () => undefined };
  }
}

/**
 * Keys in the canonical order: `$schema` first, then the keys the schema knows in its order, then unknown keys
 * in their original order (the checker reports them; the formatter never drops text).
 */
export function canonicalKeyOrder(keys: readonly string[], known: readonly string[] | undefined): string[] {
  const present = new Set(keys);
  const ordered = (known ?? []).filter((key) => key !== "$schema" && present.has(key));
  const placed = new Set(ordered);
  const unknown = keys.filter((key) => key !== "$schema" && !placed.has(key));
  return [...(present.has("$schema") ? ["$schema"] : []), ...ordered, ...unknown];
}

/** A plain JSON value with every object's keys in the canonical order for its schema. */
export function orderBySchema(value: unknown, schema: z.ZodType | undefined): unknown {
  const shape = shapeOf(schema, value);
  if (Array.isArray(value)) return value.map((item, index) => orderBySchema(item, shape.child(index)));
  if (!isRecord(value)) return value;
  // fromEntries defines own properties, so even a "__proto__" key stays a key.
  const keys = canonicalKeyOrder(Object.keys(value), shape.keys);
  return Object.fromEntries(keys.map((key) => [key, orderBySchema(value[key], shape.child(key))]));
}
