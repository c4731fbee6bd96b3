import { z } from "zod";
import { hrefSchema, imageSchema, localeSchema, longTextSchema, reference, schemaRefSchema, slugSchema, textSchema } from "./primitives";

export const metricSchema = z.strictObject({
  number: textSchema.describe('The highlighted figure as shown, e.g. "+35%" or "3x"'),
  text: longTextSchema,
});

/**
 * What a success-story card says in one translated locale. Case-study pages are English only (spec §6), but
 * translated home and enterprise pages show their cards: the card's texts live beside the source, per locale.
 */
export const successCardTextsSchema = z.strictObject({
  description: longTextSchema,
  metrics: z.array(metricSchema).min(1).max(4).describe("The card's figures, as many as the English ones, in this locale"),
  imgAlt: textSchema.describe("The card image's alt text in this locale"),
});
export type SuccessCardTexts = z.infer<typeof successCardTextsSchema>;

/** Case study (success story): logo, img, metrics and description (spec §3); its page is /case-studies/{slug}. */
export const successStorySchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  customer: textSchema.describe("The (fictional) customer's name"),
  title: textSchema,
  industry: reference("solutions", "Slug of the industry entry in content/solutions").optional(),
  logo: imageSchema,
  img: imageSchema,
  metrics: z.array(metricSchema).min(1).max(4),
  description: longTextSchema.describe("One or two sentences shown on the card"),
  body: z.array(longTextSchema).min(1).describe("Paragraphs of the case-study page"),
  seo: z.strictObject({ title: textSchema, description: longTextSchema }).optional(),
  cards: z
    .partialRecord(localeSchema, successCardTextsSchema)
    .optional()
    .describe("The card's texts per translated locale (fr, de…): shown on translated landings; the page stays English"),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

/** What a success-story card shows (spec §3: logo, img, link, metrics, description). */
export const successCardSchema = z.strictObject({
  customer: textSchema,
  logo: imageSchema,
  img: imageSchema,
  link: hrefSchema,
  metrics: z.array(metricSchema).min(1).max(4),
  description: longTextSchema,
});
export type SuccessCard = z.infer<typeof successCardSchema>;

/** A case study as a block's card shows it, linking to its page. */
export function successCardOf(story: SuccessStory): SuccessCard {
  return {
    customer: story.customer,
    logo: story.logo,
    img: story.img,
    link: `/case-studies/${story.slug}`,
    metrics: story.metrics,
    description: story.description,
  };
}
