import { z } from "zod";
import { hrefSchema, imageSchema, slugSchema, textSchema } from "../primitives";

/** Inspiration-guide promo (spec §3 inspoGuide: name, description, btnDownload, reportLink). */
export const inspoGuideBlockSchema = z.strictObject({
  type: z.literal("inspoGuide"),
  name: textSchema,
  description: textSchema,
  btnDownload: textSchema,
  reportLink: hrefSchema,
  cover: imageSchema.optional(),
});
/** In a landing file the promo names a guide; name, description, link and cover come from it. */
export const inspoGuideBlockContentSchema = z.strictObject({
  type: z.literal("inspoGuide"),
  guide: slugSchema.describe("Slug of a guide in content/white-papers"),
  btnDownload: textSchema,
});
