// Moves values between a content file and the editor's form, field by field: lists of plain values are
// wrapped as { value } items, numbers are text. Back to the file, an emptied optional field is left out
// and key order is kept, so opening and saving without a change gives the same data.
import type { StudioField } from "./schema-fields";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function isBlank(value: unknown): boolean {
  if (value === undefined || value === "") return true;
  return isObject(value) && Object.values(value).every(isBlank);
}

export function toEditor(field: StudioField, value: unknown): unknown {
  if (value === undefined) return undefined;
  switch (field.kind) {
    case "number":
      return typeof value === "number" ? String(value) : value;
    case "json":
      return JSON.stringify(value, null, 2);
    case "object":
      return isObject(value) ? toEditorObject(field.fields, value) : value;
    case "list":
      if (!Array.isArray(value)) return value;
      return value.map((item) => (field.wrapped ? { value: toEditor(field.item, item) } : toEditor(field.item, item)));
    default:
      return value;
  }
}

export function toEditorObject(fields: Record<string, StudioField>, value: Json): Json {
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fields[key] ? toEditor(fields[key], item) : item]));
}

export function fromEditor(field: StudioField, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (field.kind) {
    case "text":
    case "link":
    case "reference":
    case "media":
    case "choice":
      return value === "" && field.optional ? undefined : value;
    case "number": {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return field.optional ? undefined : value;
      // Not a number: kept as typed, so the checker points at this field instead of the value vanishing.
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
    }
    case "json": {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    case "object": {
      if (!isObject(value)) return value;
      const result = fromEditorObject(field.fields, value);
      // An optional group (a second button, an image) whose fields were all emptied is left out.
      return field.optional && isBlank(result) ? undefined : result;
    }
    case "list":
      if (!Array.isArray(value)) return value;
      return value.map((item) => fromEditor(field.item, field.wrapped && isObject(item) ? item.value : item)).map((item) => item ?? "");
    default:
      return value;
  }
}

/** Keys keep their order in the value (the file's order); keys the schema does not know are kept for the checker. */
export function fromEditorObject(fields: Record<string, StudioField>, value: Json): Json {
  const result: Json = {};
  for (const [key, item] of Object.entries(value)) {
    const converted = fields[key] ? fromEditor(fields[key], item) : item;
    if (converted !== undefined) result[key] = converted;
  }
  return result;
}
