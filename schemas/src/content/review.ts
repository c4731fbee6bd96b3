import { z } from "zod";
import { imageSchema, longTextSchema, reference, schemaRefSchema, slugSchema, textSchema } from "./primitives";

/** A customer quote: name, text and the author's role (spec §3). */
export const reviewFields = {
  name: textSchema.describe("The person quoted"),
  text: longTextSchema,
  author: textSchema.describe("The author's role and company, e.g. Head of Product, Northwind Bank"),
  avatar: imageSchema.optional(),
};
export const reviewSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  ...reviewFields,
  // The checker compares it with the industry pages showing the review; a case study of the company says it too.
  industry: reference("solutions", "Slug of the industry entry of the author's company in content/solutions").optional(),
});
export type Review = z.infer<typeof reviewSchema>;
/** A review as a block shows it: no file metadata, no industry. */
export const reviewCardSchema = z.strictObject(reviewFields);
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** What a block shows of a review file. */
export function reviewCardOf({ name, text, author, avatar }: Review): ReviewCard {
  return avatar ? { name, text, author, avatar } : { name, text, author };
}
