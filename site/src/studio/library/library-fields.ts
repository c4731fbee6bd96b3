// A library entry's form (a review, a logo, an award, an add-on), generated from its collection's zod schema as
// blocks' forms are. A collection of several shapes (awards: a rating badge or an award) gives the form of the
// entry's own shape; the tag that chooses it is not a field, since changing it would change every other field.
import { collections, type CollectionName } from "@storyfront/schemas";
import { z } from "zod";
import type { FieldSet } from "../fields/block-fields";
import { describeFields } from "../fields/schema-fields";

function shapeFor(schema: z.ZodType, entry: Record<string, unknown>): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = schema.options as z.ZodObject[];
    const key = schema._zod.def.discriminator;
    const own = options.find((option) => {
      const tag = option.shape[key];
      return tag instanceof z.ZodLiteral && tag.value === entry[key];
    });
    return own ?? options[0]!;
  }
  throw new Error("a library collection's schema is an object or a union of objects");
}

export function libraryFields(collection: CollectionName, entry: Record<string, unknown>): FieldSet {
  const shape = shapeFor(collections[collection].schema, entry);
  const fields = describeFields(shape.omit({ $schema: true }));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !(shape.shape[key] instanceof z.ZodLiteral)));
}
