import { z } from "zod";
import { defineBlock } from "./define-block";
import { linkSchema, longTextSchema, textSchema } from "../primitives";

/** Call to action: a heading, a line of text and one or two buttons. */
export const ctaBlockSchema = z.strictObject({
  type: z.literal("cta"),
  title: textSchema,
  text: longTextSchema.optional(),
  button: linkSchema,
  secondaryButton: linkSchema.optional(),
});

export const ctaBlock = defineBlock(ctaBlockSchema);
