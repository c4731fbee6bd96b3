import { z } from "zod";
import { defineBlock } from "./define-block";
import { imageSchema, linkSchema, longTextSchema, textSchema } from "../primitives";

export const featureItemSchema = z.strictObject({
  title: textSchema,
  text: longTextSchema,
  icon: imageSchema.optional(),
});

/** Features list: title, subtitle, items, a button and an optional second button leading to a resource. */
export const featuresBlockSchema = z.strictObject({
  type: z.literal("features"),
  title: textSchema,
  subtitle: longTextSchema,
  items: z.array(featureItemSchema).min(1).max(12),
  button: linkSchema.optional(),
  secondButton: linkSchema.optional().describe("Spec btn2 and btn2Resource: a label and the resource it opens"),
});

export const featuresBlock = defineBlock(featuresBlockSchema);
