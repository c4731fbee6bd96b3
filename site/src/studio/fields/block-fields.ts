// Every landing block type with its fields, read from the schemas' content forms (landingBlockSchema):
// a block added there is listed and editable here with no Studio code.
import { allBlockFixtures } from "@storyfront/renderer/all-fixtures.ts";
import { catalogueEntrySchema, landingBlockSchema, landingSchema } from "@storyfront/schemas";
import type { z } from "zod";
import { withExamples, type MediaExists } from "./example-value";
import { blockTypeOf, describeFields, type StudioField } from "./schema-fields";

export type FieldSet = Record<string, StudioField>;

export function blockFieldSets(
  options: readonly z.ZodObject[] = landingBlockSchema.options as readonly z.ZodObject[],
  mediaExists?: MediaExists,
): Map<string, FieldSet> {
  return new Map(
    options.map((schema) => {
      const type = blockTypeOf(schema);
      // The fixtures of the type are its examples: a new block starts with their texts, not with empty fields.
      const samples = allBlockFixtures.filter((fixture) => fixture.type === type) as Record<string, unknown>[];
      return [type, withExamples(describeFields(schema), samples, mediaExists)];
    }),
  );
}

/** The landing's own fields (slug, path, layout, SEO…): the page's settings beside its blocks. */
export function landingRootFields(): FieldSet {
  return describeFields(landingSchema.omit({ $schema: true, blocks: true }));
}

/** An industry or feature entry's fields: the whole page comes from them and the solutions template. */
export function catalogueEntryFields(): FieldSet {
  return describeFields(catalogueEntrySchema.omit({ $schema: true }));
}

/** What the Studio page hands the editor for one file, as plain data (the editor loads no zod): its fields. */
export interface EditorFields {
  root: FieldSet;
  /** Each block type with its fields; none for a catalogue entry, whose blocks come from the template. */
  blocks: [string, FieldSet][];
}

export function editorFields(kind: "landing" | "catalogue", mediaExists?: MediaExists): EditorFields {
  if (kind === "catalogue") return { root: catalogueEntryFields(), blocks: [] };
  return { root: landingRootFields(), blocks: [...blockFieldSets(undefined, mediaExists)] };
}
