// What a new block starts with: each field's example where it has one (example-value.ts: the block's fixture), else
// required fields present and empty, lists at their minimum length, so the checker names every field still to fill in.
import type { StudioField } from "./schema-fields";

export function emptyValue(field: StudioField): unknown {
  if (field.example !== undefined) return structuredClone(field.example);
  switch (field.kind) {
    case "object":
      return emptyObject(field.fields);
    case "list": {
      const item = emptyValue({ ...field.item, optional: false });
      return Array.from({ length: field.min ?? 0 }, () => (field.wrapped ? { value: item } : item));
    }
    case "boolean":
      return false;
    case "choice":
      return field.options[0] ?? "";
    case "json":
      return "";
    default:
      return "";
  }
}

export function emptyObject(fields: Record<string, StudioField>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]) => (field.optional && field.example === undefined ? [] : [[key, emptyValue(field)]])),
  );
}
