import { z } from "zod";
import { hrefSchema, imageSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

const ratingBadgeFields = {
  kind: z.literal("rating"),
  platform: textSchema.describe("The review platform's name"),
  rating: z.number().min(0).max(5),
  reviewCount: z.int().positive(),
  image: imageSchema,
  href: hrefSchema.optional(),
};
const awardFields = {
  kind: z.literal("award"),
  name: textSchema,
  year: z.int().min(2000).max(2100),
  image: imageSchema,
  href: hrefSchema.optional(),
};

/** Awards and rating badges (spec §2.7: 5.0 with 44 reviews, 5.0 with 15 reviews). */
export const awardSchema = z.discriminatedUnion("kind", [
  z.strictObject({ $schema: schemaRefSchema, slug: slugSchema, ...ratingBadgeFields }),
  z.strictObject({ $schema: schemaRefSchema, slug: slugSchema, ...awardFields }),
]);
export type Award = z.infer<typeof awardSchema>;

export const awardCardSchema = z.discriminatedUnion("kind", [z.strictObject(ratingBadgeFields), z.strictObject(awardFields)]);
export type AwardCard = z.infer<typeof awardCardSchema>;
