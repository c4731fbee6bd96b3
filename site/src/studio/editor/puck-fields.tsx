"use client";
// Editor field descriptions (fields/schema-fields.ts) as Puck fields: text and long text, lists with add,
// remove and reorder, choices as selects, numbers as text, library references and media as pickers.
import type { Field, Fields } from "@puckeditor/core";
import { emptyValue } from "../fields/empty-value";
import type { StudioField } from "../fields/schema-fields";
import { MediaPicker, ReferenceName, ReferencePicker } from "./pickers";

type Json = Record<string, unknown>;

function summary(item: StudioField, value: unknown, index?: number): string {
  const inner = item.kind !== "object" && value && typeof value === "object" ? (value as Json).value : value;
  if (typeof inner === "string" && inner) return inner.length > 40 ? `${inner.slice(0, 40)}…` : inner;
  if (inner && typeof inner === "object") {
    const first = Object.values(inner as Json).find((entry) => typeof entry === "string" && entry);
    if (typeof first === "string") return first.length > 40 ? `${first.slice(0, 40)}…` : first;
  }
  return `Item ${(index ?? 0) + 1}`;
}

export function puckField(field: StudioField): Field {
  const label = field.optional ? `${field.label} (optional)` : field.label;
  switch (field.kind) {
    case "text":
      return { type: field.multiline ? "textarea" : "text", label };
    case "number":
      return { type: "text", label, metadata: { kind: "number" } };
    case "json":
      return { type: "textarea", label: `${label} (JSON)` };
    case "choice":
      return { type: "select", label, options: [...(field.optional ? [{ label: "—", value: "" }] : []), ...field.options.map((option) => ({ label: option, value: option }))] };
    case "boolean":
      return { type: "radio", label, options: [{ label: "Yes", value: true }, { label: "No", value: false }] };
    case "reference":
      return {
        type: "custom",
        label,
        metadata: { kind: "reference", target: field.target },
        render: ({ name, value, onChange }) => <ReferencePicker label={label} name={name} value={value} onChange={onChange} optional={field.optional} target={field.target} />,
      };
    case "media":
      return {
        type: "custom",
        label,
        metadata: { kind: "media" },
        render: ({ name, value, onChange }) => <MediaPicker label={label} name={name} value={value} onChange={onChange} optional={field.optional} />,
      };
    case "object":
      return { type: "object", label, objectFields: puckFields(field.fields) };
    case "list": {
      const item = field.item.kind === "object" ? puckFields(field.item.fields) : { value: puckField({ ...field.item, label: field.label }) };
      const empty = emptyValue({ ...field.item, optional: false });
      return {
        type: "array",
        label,
        arrayFields: item,
        defaultItemProps: field.wrapped ? { value: empty } : (empty as Json),
        getItemSummary: (value: Json, index?: number) =>
          field.item.kind === "reference" ? <ReferenceName target={field.item.target} slug={value.value} /> : summary(field.item, value, index),
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    }
  }
}

export function puckFields(fields: Record<string, StudioField>): Fields {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, puckField(field)]));
}
