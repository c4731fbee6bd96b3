import { z } from "zod";
import { awardCardSchema } from "../award";
import { reviewCardSchema } from "../review";
import { slugSchema, textSchema } from "../primitives";

const awardsFields = {
  type: z.literal("awards"),
  title: textSchema,
  subtitle: textSchema.optional(),
  reviewsTitle: textSchema.optional(),
};

/** Awards: rating badges plus a scrolling review list (cards 551 px, list 277 px, expanded 3000 px). */
export const awardsBlockSchema = z.strictObject({
  ...awardsFields,
  badges: z.array(awardCardSchema).min(1),
  reviews: z.array(reviewCardSchema),
});
export const awardsBlockContentSchema = z.strictObject({
  ...awardsFields,
  badges: z.array(slugSchema).min(1).describe("Slugs of awards and rating badges in content/awards"),
  reviews: z.array(slugSchema).describe("Slugs of reviews in content/reviews"),
});
