import { z } from "zod";
import { isoDateSchema, longTextSchema, schemaRefSchema, seoSchema, textSchema } from "./primitives";

/** Legal pages: /legal, /policy, /terms, /offer. Paragraphs allow **bold** and [label](href) like rich text. */
export const legalPageSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: z.enum(["legal", "policy", "terms", "offer"]),
  title: textSchema,
  updated: isoDateSchema,
  seo: seoSchema,
  sections: z.array(z.strictObject({ heading: textSchema, paragraphs: z.array(longTextSchema).min(1) })).min(1),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
