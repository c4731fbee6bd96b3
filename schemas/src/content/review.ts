import { z } from "zod";
import { imageSchema, longTextSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

/** A customer quote: name, text and the author's role (spec §3). */
export const reviewFields = {
  name: textSchema.describe("The person quoted"),
  text: longTextSchema,
  author: textSchema.describe("The author's role and company, e.g. Head of Product, Northwind Bank"),
  avatar: imageSchema.optional(),
};
export const reviewSchema = z.strictObject({ $schema: schemaRefSchema, slug: slugSchema, ...reviewFields });
export type Review = z.infer<typeof reviewSchema>;
/** A review as a block shows it: no file metadata. */
export const reviewCardSchema = z.strictObject(reviewFields);
export type ReviewCard = z.infer<typeof reviewCardSchema>;
