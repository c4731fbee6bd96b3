import { z } from "zod";
import { defineBlock } from "./define-block";
import { imageSchema, linkSchema, longTextSchema, references, textSchema } from "../primitives";

const introFields = {
  type: z.literal("intro"),
  titleLines: z.array(textSchema).min(1).max(3).describe("The page's main heading, one entry per line"),
  subtitle: longTextSchema,
  primaryButton: linkSchema,
  secondaryButton: linkSchema.optional(),
  image: imageSchema.optional(),
  partnersTitle: textSchema.optional(),
};

/** Intro with the partner logo slider; the page's only h1. */
export const introBlockSchema = z.strictObject({
  ...introFields,
  partners: z.array(z.strictObject({ name: textSchema, image: imageSchema })),
});
export const introBlockContentSchema = z.strictObject({
  ...introFields,
  partners: references("logos", "Slugs of logos in content/logos").default([]),
});

export const introBlock = defineBlock(introBlockSchema, { content: introBlockContentSchema });
