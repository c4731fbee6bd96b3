import { z } from "zod";
import { textSchema } from "../primitives";

/**
 * Generic rich text. Paragraphs allow two inline marks only, **bold** and [label](href), so content stays
 * JSON, links can be checked, and nothing renders raw HTML.
 */
export const richTextBlockSchema = z.strictObject({
  type: z.literal("richText"),
  title: textSchema.optional(),
  paragraphs: z.array(textSchema).min(1),
});
