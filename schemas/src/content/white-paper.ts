import { z } from "zod";
import {
  hrefSchema,
  imageSchema,
  isoDateSchema,
  localeSchema,
  longTextSchema,
  schemaRefSchema,
  slugSchema,
  textSchema,
} from "./primitives";

/** What a guide's card (a landing's inspoGuide block) says in one translated locale; the report page stays English. */
export const guideCardTextsSchema = z.strictObject({
  name: textSchema,
  description: longTextSchema,
  coverAlt: textSchema.describe("The cover image's alt text in this locale"),
});
export type GuideCardTexts = z.infer<typeof guideCardTextsSchema>;

/**
 * Guides (fintech-report, foodtech-report, mobile-onboarding) and white papers share one collection:
 * both are downloadable reports served at /white-papers/{slug}. Spec §3 guide: name, description, slug.
 */
export const whitePaperSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  kind: z.enum(["guide", "white-paper"]),
  name: textSchema,
  description: longTextSchema,
  cover: imageSchema,
  published: isoDateSchema,
  body: z.array(longTextSchema).min(1).describe("Paragraphs of the report page"),
  download: hrefSchema.optional().describe("The downloadable file, e.g. /media/reports/fintech-report.pdf"),
  cards: z
    .partialRecord(localeSchema, guideCardTextsSchema)
    .optional()
    .describe("The card's texts per translated locale (fr, de…): shown on translated landings; the report stays English"),
});
export type WhitePaper = z.infer<typeof whitePaperSchema>;

/** A guide as an inspoGuide block shows it: the block takes these in the guide's place. */
export function guideCardOf(guide: WhitePaper) {
  return { name: guide.name, description: guide.description, reportLink: `/white-papers/${guide.slug}`, cover: guide.cover };
}
