import { z } from "zod";
import { defineBlock } from "./define-block";
import { awardCardSchema } from "../award";
import { reviewCardSchema } from "../review";
import { longTextSchema, references, textSchema } from "../primitives";

const awardsFields = {
  type: z.literal("awards"),
  title: textSchema,
  subtitle: longTextSchema.optional(),
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
  badges: references("awards", "Slugs of awards and rating badges in content/awards").min(1),
  reviews: references("reviews", "Slugs of reviews in content/reviews"),
});

export const awardsBlock = defineBlock(awardsBlockSchema, { content: awardsBlockContentSchema });
