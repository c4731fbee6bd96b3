// JSON Schema of the front matter of MDX content files: the collection's fields without the long text
// (it is the text under the front matter) and without $schema (the checker knows it by folder).
import { frontMatterSchema, mdxBodyFields, type MdxBodyField } from "@storyfront/content-model";
import { collections, type CollectionName } from "@storyfront/schemas";
import { z } from "zod";

/** Folder (e.g. legal) -> JSON Schema of that folder's MDX front matter. */
export function frontMatterJsonSchemas(): Map<string, unknown> {
  return new Map(
    (Object.entries(mdxBodyFields) as [CollectionName, MdxBodyField][]).map(([name, field]) => [
      collections[name].folder,
      z.toJSONSchema(frontMatterSchema(name, field), { target: "draft-7", io: "input" }),
    ]),
  );
}

/** File name under content/schemas -> text, like the collections' JSON Schemas. */
export function frontMatterSchemaFiles(): Map<string, string> {
  return new Map(
    [...frontMatterJsonSchemas()].map(([folder, schema]) => [`${folder}.front-matter.schema.json`, `${JSON.stringify(schema, null, 2)}\n`]),
  );
}
