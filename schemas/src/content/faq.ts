import { z } from "zod";
import { longTextSchema, schemaRefSchema, seoSchema, textSchema } from "./primitives";

export const faqEntrySchema = z.strictObject({ question: textSchema, answer: longTextSchema });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** The FAQ page (/faq): entries grouped under headings. */
export const faqSchema = z.strictObject({
  $schema: schemaRefSchema,
  title: textSchema,
  seo: seoSchema,
  groups: z.array(z.strictObject({ title: textSchema, entries: z.array(faqEntrySchema).min(1) })).min(1),
});
export type Faq = z.infer<typeof faqSchema>;
