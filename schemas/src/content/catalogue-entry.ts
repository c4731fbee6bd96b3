import { z } from "zod";
import { featureItemSchema } from "./blocks/features";
import { numberCardSchema } from "./blocks/numbers";
import { hrefSchema, imageSchema, longTextSchema, pageSlugSchema, references, schemaRefSchema, seoSchema, textSchema } from "./primitives";

/**
 * Industry or feature catalogue entry, in the shape of spec §3. Served at /solutions/{slug}; a template
 * (catalogue-template.ts) turns it into blocks.
 */
export const catalogueEntrySchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: pageSlugSchema,
  type: z.enum(["industry", "feature"]),
  name: textSchema.describe("Short name used in menus, e.g. Fintech"),
  title: z.array(textSchema).min(1).max(3).describe("Title lines of the intro"),
  navLabel: textSchema
    .max(24, "must be at most 24 characters: a label in the Solutions menu and the footer, e.g. Telecom")
    .describe("Short label in the header's Solutions menu and the footer's columns, e.g. Telecom"),
  subtitle: longTextSchema,
  picture: imageSchema.describe("The intro's picture beside the title (480 × 400 like home's), from content/media/illustrations"),
  partnerships: references("logos", "Slugs of partner or customer logos in content/logos"),
  inspoGuide: z.strictObject({
    name: textSchema,
    description: longTextSchema,
    btnDownload: textSchema,
    reportLink: hrefSchema,
  }),
  numbers: z.tuple([numberCardSchema, numberCardSchema, numberCardSchema]),
  features: z.strictObject({
    title: textSchema,
    subtitle: longTextSchema,
    items: z.array(featureItemSchema).min(1).max(12),
    btn2: textSchema.optional().describe("Label of the optional second button"),
    btn2Resource: hrefSchema.optional().describe("Where the second button leads"),
  }),
  reviews: references("reviews", "Slugs of reviews in content/reviews"),
  successes: references("caseStudies", "Slugs of case studies in content/case-studies").min(1),
  seo: seoSchema,
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
