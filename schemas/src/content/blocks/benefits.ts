import { z } from "zod";
import { defineBlock } from "./define-block";
import { imageSchema, longTextSchema, textSchema } from "../primitives";

export const benefitItemSchema = z.strictObject({
  title: textSchema,
  text: longTextSchema,
  icon: imageSchema.optional(),
});

/** Key benefits: exactly four cards. */
export const benefitsBlockSchema = z.strictObject({
  type: z.literal("benefits"),
  title: textSchema,
  items: z.tuple([benefitItemSchema, benefitItemSchema, benefitItemSchema, benefitItemSchema]).describe("Exactly four cards"),
});

export const benefitsBlock = defineBlock(benefitsBlockSchema);
