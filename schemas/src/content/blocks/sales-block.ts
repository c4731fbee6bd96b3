import { z } from "zod";
import { defineBlock } from "./define-block";
import { linkSchema, longTextSchema, textSchema } from "../primitives";

/** Sales block: a booking iframe plus a contact panel with a demo button. */
export const salesBlockSchema = z.strictObject({
  type: z.literal("salesBlock"),
  title: textSchema,
  subtitle: longTextSchema.optional(),
  booking: z
    .strictObject({
      src: z.string().regex(/^https:\/\//, "must be an https:// address"),
      title: textSchema.describe("Accessible name of the booking frame"),
    })
    .optional()
    .describe("Third-party meeting scheduler; leave out where it is not offered (ru)"),
  contact: z.strictObject({
    title: textSchema,
    text: longTextSchema,
    email: z.email().optional(),
    demoButton: linkSchema,
  }),
});

export const salesBlock = defineBlock(salesBlockSchema);
