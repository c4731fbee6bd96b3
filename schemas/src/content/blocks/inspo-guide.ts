import { z } from "zod";
import { defineBlock } from "./define-block";
import { hrefSchema, imageSchema, longTextSchema, reference, textSchema } from "../primitives";

/** Inspiration-guide promo (spec §3 inspoGuide: name, description, btnDownload, reportLink). */
export const inspoGuideBlockSchema = z.strictObject({
  type: z.literal("inspoGuide"),
  name: textSchema,
  description: longTextSchema,
  btnDownload: textSchema,
  reportLink: hrefSchema,
  cover: imageSchema.optional(),
});
/** In a landing file the promo names a guide; name, description, link and cover come from it. */
export const inspoGuideBlockContentSchema = z.strictObject({
  type: z.literal("inspoGuide"),
  guide: reference("whitePapers", "Slug of a guide in content/white-papers"),
  btnDownload: textSchema,
});

/** The guide's name, description, link and cover take the guide's place; without the guide there is no promo. */
export const inspoGuideBlock = defineBlock(inspoGuideBlockSchema, {
  content: inspoGuideBlockContentSchema,
  toRender: ({ guide, ...block }) => (guide ? { ...block, ...(guide as typeof block) } : undefined),
});
