// The media library's word on one picture, kept beside it in git as a sidecar: content/media/<path>.json
// (content/media/uploads/team.png → content/media/uploads/team.png.json). One small file per picture, so two
// editors describing two pictures never touch the same file, and a picture moved or deleted takes its entry along.
// Width and height are not stored: they are read from the picture itself, so they can never disagree with it.
import { z } from "zod";

/** Where a crop (object-fit: cover) keeps the picture's subject: fractions of its width and height, 0 … 1 from the top left. */
export const focalPointSchema = z.strictObject({
  x: z.number().min(0).max(1).describe("From the left edge (0) to the right edge (1)"),
  y: z.number().min(0).max(1).describe("From the top edge (0) to the bottom edge (1)"),
});
export type FocalPoint = z.infer<typeof focalPointSchema>;

export const mediaEntrySchema = z
  .strictObject({
    alt: z.string().describe("What the picture shows, proposed as the alt text wherever it is picked"),
    decorative: z.literal(true).optional().describe("The picture shows nothing a reader needs: its alt text stays empty"),
    focal: focalPointSchema.optional(),
  })
  .superRefine((entry, context) => {
    if (!entry.decorative && entry.alt.trim() === "")
      context.addIssue({ code: "custom", path: ["alt"], message: 'describe what the picture shows, or set "decorative": true' });
    if (entry.decorative && entry.alt.trim() !== "")
      context.addIssue({ code: "custom", path: ["alt"], message: "a decorative picture has an empty alt text" });
  })
  .describe("A picture's entry in the media library (content/media/<file>.json)");
export type MediaEntry = z.infer<typeof mediaEntrySchema>;

/** Pictures the library describes (what an <img> shows); videos, captions and PDFs have no entry. */
export const pictureFilePattern = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/** The sidecar of a picture: "media/uploads/team.png" (or "/media/uploads/team.png") → "media/uploads/team.png.json". */
export const mediaEntryFileOf = (picture: string) => `${picture.replace(/^\//, "")}.json`;

/** The picture a sidecar describes ("media/a/b.png.json" → "media/a/b.png"), or undefined for any other file. */
export function pictureOfEntryFile(file: string): string | undefined {
  if (!file.startsWith("media/") || !file.endsWith(".json")) return undefined;
  const picture = file.slice(0, -".json".length);
  return pictureFilePattern.test(picture) ? picture : undefined;
}
