// A long-form MDX page (case study, white paper, legal page) ↔ the Studio's form: the front matter's fields as
// generated from its zod schema (fields/), its placed blocks by id with each block type's fields (the same as on
// landings), and the text below the front matter as it is. Back to the file, keys keep the file's order and an
// untouched page gives the same front matter, so a save without a change writes the same bytes.
import { frontMatterSchema, mdxBodyFields, type MdxContent } from "@storyfront/content-model";
import type { CollectionName } from "@storyfront/schemas";
import { blockFieldSets, type FieldSet } from "../fields/block-fields";
import { fromEditorObject, toEditorObject } from "../fields/field-values";
import { describeFields } from "../fields/schema-fields";

type Json = Record<string, unknown>;

export interface PlacedBlockForm {
  /** The id the text places it by: <Block id="…" /> */
  id: string;
  type: string;
  values: Json;
}

export interface PageForm {
  fields: Json;
  blocks: PlacedBlockForm[];
  body: string;
}

export interface PageFields {
  /** The front matter's own fields (placed blocks apart). */
  fields: FieldSet;
  /** Whether the page may place blocks (case studies and white papers, not legal pages). */
  placesBlocks: boolean;
  blocks: ReadonlyMap<string, FieldSet>;
  /** The field the text below the front matter fills, as the checker names its problems: body or sections. */
  bodyField: "body" | "sections";
}

export function pageFields(collection: CollectionName): PageFields {
  const bodyField = mdxBodyFields[collection];
  if (!bodyField) throw new Error(`${collection} is not written in MDX`);
  const schema = frontMatterSchema(collection, bodyField);
  const placesBlocks = "blocks" in schema.shape;
  return {
    fields: describeFields(placesBlocks ? schema.omit({ blocks: true }) : schema),
    placesBlocks,
    blocks: placesBlocks ? blockFieldSets() : new Map(),
    bodyField,
  };
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

export function pageFormOf(page: MdxContent, fields: PageFields): PageForm {
  const { blocks, ...rest } = page.frontMatter;
  return {
    fields: toEditorObject(fields.fields, rest),
    blocks: Object.entries(isObject(blocks) ? blocks : {}).map(([id, block]) => {
      const { type, ...values } = isObject(block) ? block : {};
      return { id, type: String(type), values: toEditorObject(fields.blocks.get(String(type)) ?? {}, values) };
    }),
    body: page.body,
  };
}

/** The page's { frontMatter, body } from the form; keyOrder: the opened front matter's keys, so they come back in place. */
export function pageOf(form: PageForm, fields: PageFields, keyOrder: readonly string[]): MdxContent {
  const own = fromEditorObject(fields.fields, form.fields);
  const blocks = Object.fromEntries(
    form.blocks.map((block) => [block.id, { type: block.type, ...fromEditorObject(fields.blocks.get(block.type) ?? {}, block.values) }]),
  );
  const withBlocks: Json = form.blocks.length > 0 ? { ...own, blocks } : own;
  const frontMatter: Json = {};
  for (const key of keyOrder) if (key in withBlocks) frontMatter[key] = withBlocks[key];
  for (const [key, value] of Object.entries(withBlocks)) if (!(key in frontMatter)) frontMatter[key] = value;
  return { frontMatter, body: form.body };
}
