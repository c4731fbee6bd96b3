import { z } from "zod";
import { defineBlock } from "./define-block";
import { imageSchema, longTextSchema, textSchema } from "../primitives";

const videoSourceSchema = z
  .string()
  .regex(/^(\/media\/[a-z0-9/_.-]+\.(mp4|webm)|https:\/\/.+)$/, "must be /media/<file>.mp4|.webm or an https:// address");

/** Video guide in a container of at most 1000 px (spec §9); the video loads only when played. */
export const videoGuideBlockSchema = z.strictObject({
  type: z.literal("videoGuide"),
  title: textSchema,
  subtitle: longTextSchema.optional(),
  video: videoSourceSchema,
  poster: imageSchema,
  captions: z
    .string()
    .regex(/^\/media\/[a-z0-9/_.-]+\.vtt$/, "must be /media/<file>.vtt")
    .optional(),
  duration: textSchema.optional().describe('Shown under the video, e.g. "4 min"'),
});

export const videoGuideBlock = defineBlock(videoGuideBlockSchema);
