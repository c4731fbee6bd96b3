import { z } from "zod";
import { hrefSchema, imageSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

export const metricSchema = z.strictObject({
  number: textSchema.describe('The highlighted figure as shown, e.g. "+35%" or "3x"'),
  text: textSchema,
});

/** Case study (success story): logo, img, metrics and description (spec §3); its page is /case-studies/{slug}. */
export const successStorySchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  customer: textSchema.describe("The (fictional) customer's name"),
  title: textSchema,
  industry: slugSchema.optional().describe("Slug of the industry entry in content/solutions"),
  logo: imageSchema,
  img: imageSchema,
  metrics: z.array(metricSchema).min(1).max(4),
  description: textSchema.describe("One or two sentences shown on the card"),
  body: z.array(textSchema).min(1).describe("Paragraphs of the case-study page"),
  seo: z.strictObject({ title: textSchema, description: textSchema }).optional(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

/** What a success-story card shows (spec §3: logo, img, link, metrics, description). */
export const successCardSchema = z.strictObject({
  customer: textSchema,
  logo: imageSchema,
  img: imageSchema,
  link: hrefSchema,
  metrics: z.array(metricSchema).min(1).max(4),
  description: textSchema,
});
export type SuccessCard = z.infer<typeof successCardSchema>;
