import { z } from "zod";
import { hrefSchema, imageSchema, isoDateSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

/**
 * Guides (fintech-report, foodtech-report, mobile-onboarding) and white papers share one collection:
 * both are downloadable reports served at /white-papers/{slug}. Spec §3 guide: name, description, slug.
 */
export const whitePaperSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  kind: z.enum(["guide", "white-paper"]),
  name: textSchema,
  description: textSchema,
  cover: imageSchema,
  published: isoDateSchema,
  body: z.array(textSchema).min(1).describe("Paragraphs of the report page"),
  download: hrefSchema.optional().describe("The downloadable file, e.g. /media/reports/fintech-report.pdf"),
});
export type WhitePaper = z.infer<typeof whitePaperSchema>;
