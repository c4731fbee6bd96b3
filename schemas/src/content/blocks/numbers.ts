import { z } from "zod";
import { defineBlock } from "./define-block";
import { longTextSchema, textSchema } from "../primitives";

export const numberCardSchema = z.strictObject({
  number: textSchema.describe('The figure as shown, e.g. "50%" or "99.99%"'),
  description: longTextSchema,
});

/** Numbers block: exactly three cards (spec §2.7). */
export const numbersBlockSchema = z.strictObject({
  type: z.literal("numbers"),
  title: textSchema.optional(),
  items: z.tuple([numberCardSchema, numberCardSchema, numberCardSchema]).describe("Exactly three cards"),
});

export const numbersBlock = defineBlock(numbersBlockSchema);
