"use client";
// Each top-level field of a block (or of the landing) as one Puck custom field drawing our own form
// (field-editor.tsx), given the field's path in the file so the checker's problems land under it.
import { createUsePuck, type Fields } from "@puckeditor/core";
import type { StudioField } from "../fields/schema-fields";
import type { CanvasTextMetadata } from "./canvas-text-transform";
import { FieldEditor } from "./field-editor";

const usePuck = createUsePuck();

function TopField({
  name,
  field,
  value,
  onChange,
}: {
  name: string;
  field: StudioField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const index = usePuck((state) => state.appState.ui.itemSelector?.index);
  const path = index === undefined || index === null ? name : `blocks[${index}].${name}`;
  return <FieldEditor field={field} path={path} label={field.label} value={value} onChange={onChange} />;
}

/** `canvasTextsOf`: the block type whose texts are typed on the canvas (canvas-text-transform.tsx reads the metadata). */
export function puckFields(fields: Record<string, StudioField>, canvasTextsOf?: string): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      {
        type: "custom" as const,
        label: field.label,
        ...(canvasTextsOf ? { metadata: { canvasText: { blockType: canvasTextsOf, field } } satisfies CanvasTextMetadata } : {}),
        render: ({ value, onChange }) => <TopField name={key} field={field} value={value} onChange={onChange} />,
      },
    ]),
  );
}
