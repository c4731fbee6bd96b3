import { z } from "zod";
import { successCardSchema } from "../success-story";
import { linkSchema, slugSchema, textSchema } from "../primitives";

const successesFields = {
  type: z.literal("successes"),
  title: textSchema,
  subtitle: textSchema.optional(),
  button: linkSchema.optional(),
};

/** Success stories: collapsed to 772 px, "show more" expands to 5000 px (spec §9). */
export const successesBlockSchema = z.strictObject({
  ...successesFields,
  stories: z.array(successCardSchema).min(1),
});
export const successesBlockContentSchema = z.strictObject({
  ...successesFields,
  stories: z.array(slugSchema).min(1).describe("Slugs of case studies in content/case-studies"),
});
