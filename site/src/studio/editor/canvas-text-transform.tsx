"use client";
// Puck's field transforms are how a prop becomes something editable on the canvas (its own turns a `contentEditable`
// text field into <InlineTextField>). Our fields are custom fields holding whole lists and groups, so this transform
// walks each block field's description (fields/schema-fields.ts) and puts a <CanvasText> in place of every plain
// and long text, at its path in the props. Only the canvas's render props change: Puck's data, the form and the
// saved file keep the strings. The renderer's components then show the texts as they always do ({title}).
import type { Puck } from "@puckeditor/core";
import type { ComponentProps } from "react";
import type { StudioField } from "../fields/schema-fields";
import { CanvasText } from "./canvas-text";

/** What puck-fields.tsx puts in a block field's metadata for this transform. */
export interface CanvasTextMetadata {
  canvasText: { blockType: string; field: StudioField };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Texts the renderer uses as strings rather than shows as text — an attribute (alt, a frame's title, a placeholder, a
 * player's label), text parsed for marks (rich-text paragraphs), or text inside a form control that stays inert on
 * the canvas (the sign-up button) — stay in the form. Paths without list indexes; an image's alt text in every block.
 */
const formOnlyEverywhere = ["alt"];
const formOnly: Record<string, readonly string[]> = {
  salesBlock: ["booking.title"],
  signupEmail: ["namePlaceholder", "emailPlaceholder", "submit"],
  videoGuide: ["title"],
  richText: ["paragraphs"],
};

function keptInForm(blockType: string, path: string): boolean {
  const plain = path.replace(/\[\d+\]/g, "").replace(/\.value$/, "");
  const last = plain.split(".").at(-1) ?? plain;
  return formOnlyEverywhere.includes(last) || (formOnly[blockType] ?? []).includes(plain);
}

interface Walk {
  componentId: string;
  blockType: string;
}

function walk(field: StudioField, value: unknown, path: string, label: string, at: Walk): unknown {
  switch (field.kind) {
    case "text":
      // An emptied optional text is left out of the block (as in the file), so the canvas shows what visitors get.
      // A formatted string (an address, an e-mail) is a value the renderer reads, not words a visitor reads.
      if (typeof value !== "string" || field.formatted || (value === "" && field.optional) || keptInForm(at.blockType, path)) return value;
      return <CanvasText componentId={at.componentId} propPath={path} value={value} multiline={field.multiline} label={label} />;
    case "object":
      if (!isObject(value)) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          const child = field.fields[key];
          return [key, child ? walk(child, item, `${path}.${key}`, `${label}: ${child.label}`, at) : item];
        }),
      );
    case "list":
      if (!Array.isArray(value)) return value;
      return value.map((item: unknown, index) => {
        const itemLabel = `${label} ${index + 1}`;
        if (field.wrapped)
          return isObject(item) ? { ...item, value: walk(field.item, item.value, `${path}[${index}].value`, itemLabel, at) } : item;
        return walk(field.item, item, `${path}[${index}]`, itemLabel, at);
      });
    default:
      return value;
  }
}

/** The type <Puck fieldTransforms> takes (its generic default is wider than `FieldTransforms`'s). */
type PuckFieldTransforms = NonNullable<ComponentProps<typeof Puck>["fieldTransforms"]>;

export const canvasTextTransforms: PuckFieldTransforms = {
  custom: ({ value, field, componentId, propPath }) => {
    const meta = (field.metadata as Partial<CanvasTextMetadata> | undefined)?.canvasText;
    if (!meta) return value;
    return walk(meta.field, value, propPath, meta.field.label, { componentId, blockType: meta.blockType });
  },
};
