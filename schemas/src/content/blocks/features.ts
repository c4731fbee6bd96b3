import { z } from "zod";
import { imageSchema, linkSchema, textSchema } from "../primitives";

export const featureItemSchema = z.strictObject({
  title: textSchema,
  text: textSchema,
  icon: imageSchema.optional(),
});

/** Features list: title, subtitle, items, a button and an optional second button leading to a resource. */
export const featuresBlockSchema = z.strictObject({
  type: z.literal("features"),
  title: textSchema,
  subtitle: textSchema,
  items: z.array(featureItemSchema).min(1).max(12),
  button: linkSchema.optional(),
  secondButton: linkSchema.optional().describe("Spec btn2 and btn2Resource: a label and the resource it opens"),
});
