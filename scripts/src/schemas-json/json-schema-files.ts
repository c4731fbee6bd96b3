import { collectionJsonSchemas } from "@storyfront/schemas";

/** File name -> text of each generated JSON Schema (stable formatting so the diff shows real changes). */
export function jsonSchemaFiles(): Map<string, string> {
  return new Map(Object.entries(collectionJsonSchemas()).map(([name, schema]) => [name, `${JSON.stringify(schema, null, 2)}\n`]));
}
