import { z } from "zod";
import { defineBlock } from "./define-block";
import { successCardSchema } from "../success-story";
import { linkSchema, longTextSchema, references, textSchema } from "../primitives";

const successesFields = {
  type: z.literal("successes"),
  title: textSchema,
  subtitle: longTextSchema.optional(),
  button: linkSchema.optional(),
};

/** Success stories: collapsed to 772 px, "show more" expands to 5000 px (spec §9). */
export const successesBlockSchema = z.strictObject({
  ...successesFields,
  stories: z.array(successCardSchema).min(1),
});
export const successesBlockContentSchema = z.strictObject({
  ...successesFields,
  stories: references("caseStudies", "Slugs of case studies in content/case-studies").min(1),
});

/** Stories whose files are missing are left out; with none left the section is not shown. */
export const successesBlock = defineBlock(successesBlockSchema, {
  content: successesBlockContentSchema,
  toRender: (block) => (Array.isArray(block.stories) && block.stories.length > 0 ? block : undefined),
});
