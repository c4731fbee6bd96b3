// The field names a zod schema allows at a place in a file, so an unknown field can be matched to the one meant.
import type { z } from "zod";

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema a value is checked against: wrappers unwrapped, a union's option chosen by the value. */
function objectSchema(schema: z.ZodType | undefined, value: unknown): Def | undefined {
  for (let depth = 0; schema && depth < 20; depth += 1) {
    const def = defOf(schema);
    if (def.type === "object") return def;
    if (def.innerType) schema = def.innerType;
    else if (def.type === "pipe") schema = defOf(def.in as z.ZodType).type === "transform" ? def.out : def.in;
    else if (def.type === "lazy" && def.getter) schema = def.getter();
    else if (def.type === "union" && def.options) {
      const record = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
      const keyed = def.discriminator;
      // A discriminated union: the option whose literal matches; a plain union: the option sharing most fields.
      const scored = def.options.map((option) => {
        const shape = objectSchema(option, value)?.shape ?? {};
        const literal = keyed ? (defOf(shape[keyed] ?? option) as { values?: unknown[] }).values : undefined;
        const matches = keyed && literal?.includes(record[keyed]) ? 1000 : 0;
        return { option, score: matches + Object.keys(record).filter((key) => key in shape).length };
      });
      schema = scored.sort((a, b) => b.score - a.score)[0]?.option;
    } else return undefined;
  }
  return undefined;
}

function childSchema(schema: z.ZodType | undefined, value: unknown, key: PropertyKey): z.ZodType | undefined {
  for (let depth = 0; schema && depth < 20; depth += 1) {
    const def = defOf(schema);
    if (def.type === "array") return def.element;
    if (def.type === "tuple") return def.items?.[Number(key)] ?? def.rest ?? undefined;
    if (def.type === "record") return def.valueType;
    if (def.type === "object") return def.shape?.[String(key)];
    const object = objectSchema(schema, value);
    if (object) return object.shape?.[String(key)];
    if (def.innerType) schema = def.innerType;
    else if (def.type === "pipe") schema = def.in;
    else return undefined;
  }
  return undefined;
}

/** The fields the object at `path` in `data` may have, per `schema`; empty where that is not an object. */
export function allowedKeysAt(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  let value = data;
  for (const key of path) {
    current = childSchema(current, value, key);
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return Object.keys(objectSchema(current, value)?.shape ?? {});
}
