import { z } from "zod";
import { linkSchema, textSchema } from "../primitives";

/** Call to action: a heading, a line of text and one or two buttons. */
export const ctaBlockSchema = z.strictObject({
  type: z.literal("cta"),
  title: textSchema,
  text: textSchema.optional(),
  button: linkSchema,
  secondaryButton: linkSchema.optional(),
});
