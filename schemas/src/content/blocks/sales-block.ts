import { z } from "zod";
import { linkSchema, textSchema } from "../primitives";

/** Sales block: a booking iframe plus a contact panel with a demo button. */
export const salesBlockSchema = z.strictObject({
  type: z.literal("salesBlock"),
  title: textSchema,
  subtitle: textSchema.optional(),
  booking: z
    .strictObject({
      src: z.string().regex(/^https:\/\//, "must be an https:// address"),
      title: textSchema.describe("Accessible name of the booking frame"),
    })
    .optional()
    .describe("Third-party meeting scheduler; leave out where it is not offered (ru)"),
  contact: z.strictObject({
    title: textSchema,
    text: textSchema,
    email: z.email().optional(),
    demoButton: linkSchema,
  }),
});
