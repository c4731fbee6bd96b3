// A landing file ↔ Puck's data: each block becomes { type, props: { id, ...fields } }, the landing's other
// fields the root's props. Back to the file, keys keep the file's order so an unchanged save is identical.
import type { Data } from "@puckeditor/core";
import { fromEditorObject, toEditorObject } from "../fields/field-values";
import type { FieldSet } from "../fields/block-fields";

type Json = Record<string, unknown>;

export interface LandingFields {
  root: FieldSet;
  blocks: ReadonlyMap<string, FieldSet>;
}

export function toPuckData(landing: Json, fields: LandingFields): Data {
  const { blocks = [], ...rest } = landing;
  return {
    root: { props: toEditorObject(fields.root, rest) },
    content: (Array.isArray(blocks) ? (blocks as Json[]) : []).map((block, index) => {
      const { type, ...props } = block;
      const blockFields = fields.blocks.get(String(type)) ?? {};
      return { type: String(type), props: { id: `${String(type)}-${index}`, ...toEditorObject(blockFields, props) } };
    }),
  };
}

/** The file's data from Puck's; `keyOrder` is the opened file's top-level keys, so they come back in place. */
export function fromPuckData(data: Data, fields: LandingFields, keyOrder: readonly string[]): Json {
  const root = fromEditorObject(fields.root, (data.root.props ?? {}) as Json);
  const blocks = data.content.map((item) => {
    const { id: _id, ...props } = item.props as Json;
    return { type: item.type, ...fromEditorObject(fields.blocks.get(String(item.type)) ?? {}, props) };
  });
  const result: Json = {};
  for (const key of keyOrder) {
    if (key === "blocks") result.blocks = blocks;
    else if (key in root) result[key] = root[key];
  }
  for (const [key, value] of Object.entries(root)) if (!(key in result)) result[key] = value;
  // A catalogue entry has no blocks of its own (its template makes them): none are added.
  if (!("blocks" in result) && blocks.length > 0) result.blocks = blocks;
  return result;
}
