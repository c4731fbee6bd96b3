import { z } from "zod";
import { imageSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

/** Partner and customer logos, referenced by slug from intro blocks and catalogue entries. */
export const logoSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  name: textSchema,
  kind: z.enum(["customer", "partner"]),
  image: imageSchema,
});
export type Logo = z.infer<typeof logoSchema>;
