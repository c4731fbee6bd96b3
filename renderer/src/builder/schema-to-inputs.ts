// Builder.io inputs derived from each block's zod schema (through its JSON Schema), so the editor offers
// exactly the fields the renderer accepts. Builder lists hold objects, so a list of strings becomes a list
// of { text } objects here and is unwrapped again by fromBuilderOptions.
import type { Input } from "@builder.io/sdk";

export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  description?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
}

/** The schema of an array's items (tuples give one schema per position; the first stands for all). */
export function itemSchema(schema: JsonSchema): JsonSchema {
  const items = schema.prefixItems ?? schema.items;
  return (Array.isArray(items) ? items[0] : items) ?? {};
}

function friendly(name: string): string {
  return name.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase());
}

function isMediaPath(schema: JsonSchema): boolean {
  return schema.pattern?.includes("media") === true;
}

export function schemaToInput(name: string, schema: JsonSchema, required: boolean): Input {
  const base = { name, friendlyName: friendly(name), required, ...(schema.description ? { helperText: schema.description } : {}) };
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    // Unions (awards and rating badges): offer the union of fields; the block's own schema checks the result.
    const properties = Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<string, JsonSchema>;
    return { ...base, type: "object", subFields: Object.entries(properties).map(([key, value]) => schemaToInput(key, value, false)) };
  }
  // A rich-text section's MDX is prose: a text area, not a one-line field.
  if (name === "mdx") return { ...base, type: "longText" };
  if (schema.enum) return { ...base, type: "string", enum: schema.enum.map(String) };
  if (schema.const !== undefined) return { ...base, type: "string", defaultValue: schema.const, hideFromUI: true };
  switch (schema.type) {
    case "number":
    case "integer":
      return { ...base, type: "number" };
    case "boolean":
      return { ...base, type: "boolean" };
    case "object":
      return { ...base, type: "object", subFields: objectInputs(schema) };
    case "array": {
      const items = itemSchema(schema);
      const subFields =
        items.type === "object" || items.oneOf
          ? objectInputs(items.oneOf ? schemaToInput("item", items, true) : items)
          : [schemaToInput("text", items, true)];
      return { ...base, type: "list", subFields };
    }
    default:
      return isMediaPath(schema)
        ? { ...base, type: "file", allowedFileTypes: ["svg", "png", "jpg", "jpeg", "webp"] }
        : { ...base, type: "string" };
  }
}

function objectInputs(schema: JsonSchema | Input): Input[] {
  if ("subFields" in schema && schema.subFields) return [...schema.subFields];
  const json = schema as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([key, value]) => schemaToInput(key, value, json.required?.includes(key) ?? false));
}

/** Inputs for one block: every field except the `type` discriminator. */
export function blockInputs(schema: JsonSchema): Input[] {
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => key !== "type")
    .map(([key, value]) => schemaToInput(key, value, schema.required?.includes(key) ?? false));
}

/** Turns Builder's options back into the block's shape: lists of { text } become lists of strings. */
export function fromBuilderOptions(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = itemSchema(schema);
    if (items.type === "string")
      return value.map((item) => (item !== null && typeof item === "object" && "text" in item ? (item as { text: unknown }).text : item));
    return value.map((item) => fromBuilderOptions(items, item));
  }
  if (value !== null && typeof value === "object") {
    const properties =
      schema.properties ?? Object.assign({}, ...(schema.oneOf ?? schema.anyOf ?? []).map((variant) => variant.properties ?? {}));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromBuilderOptions((properties as Record<string, JsonSchema>)[key] ?? {}, item)]),
    );
  }
  return value;
}
