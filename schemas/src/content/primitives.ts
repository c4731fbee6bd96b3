// Small shared field types. Messages are written for marketers: they say what is expected and show an example.
import { z } from "zod";
import type { CollectionName } from "./collection-names";
import { withMeta } from "./field-meta";
import { localeRegistry, type Locale } from "../locales/registry";
import { localeEnum } from "../locales/locale-schema";

export const localeSchema = localeEnum(localeRegistry);
/** English is the source language; every other locale is a translation file beside the source. */
export const defaultLocale: Locale = localeRegistry.source;

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug: lower-case words joined by hyphens, e.g. fintech-report")
  .describe("Lower-case words joined by hyphens, e.g. fintech-report");

/**
 * Top-level paths the site keeps for itself: a catalogue entry is also served at /{slug}, so its slug (or a
 * landing's /solutions/{slug}) must not be one of these. /studio is the Studio's (npm run studio).
 */
export const reservedSlugs: readonly string[] = ["studio"];

/** A slug that may become a top-level page. */
export const pageSlugSchema = slugSchema.refine((slug) => !reservedSlugs.includes(slug), {
  message: "pick another slug: studio is reserved for the Studio's page, /studio",
});

export const textSchema = z.string().trim().min(1, "must not be empty");
/** Text the Studio edits on several lines (descriptions, subtitles, paragraphs). */
export const longTextSchema = withMeta(textSchema, { kind: "longText" });

/** The slug of one entry of `target`, e.g. reference("whitePapers", "Slug of a guide in content/white-papers"). */
export function reference(target: CollectionName, description: string): z.ZodString {
  return withMeta(slugSchema, { kind: "reference", target }).describe(description);
}

/** A list of slugs of `target`'s entries (the description is the list's hover text). */
export function references(target: CollectionName, description: string): z.ZodArray<z.ZodString> {
  return z.array(withMeta(slugSchema, { kind: "reference", target })).describe(description);
}

/** Images and other files live in content/media and are served at /media/... */
export const mediaPathSchema = withMeta(
  z
    .string()
    .regex(
      /^\/media\/[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpg|jpeg|webp|gif|mp4|webm|vtt|pdf)$/,
      "must be a path under /media/, e.g. /media/logos/northwind.svg",
    ),
  { kind: "media" },
).describe("A file in content/media, written as /media/<folder>/<file>");

/** Internal routes start with "/", external links use https, plus mailto: and in-page anchors. */
export const hrefSchema = withMeta(z.string().regex(/^(\/|https:\/\/|mailto:|#)/, 'must start with "/", "https://", "mailto:" or "#"'), {
  kind: "link",
}).describe('A route of the site ("/pricing"), an https:// address, a mailto: address or an #anchor');

export const imageSchema = z
  .strictObject({
    src: mediaPathSchema,
    alt: z.string().describe("What the image shows; empty only for purely decorative images"),
    width: z.int().positive(),
    height: z.int().positive(),
  })
  .describe("An image from content/media with its alt text and intrinsic size");
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.strictObject({ label: textSchema, href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;

export const seoSchema = z.strictObject({
  title: textSchema.max(70, "keep the SEO title under 70 characters"),
  description: longTextSchema.max(200, "keep the SEO description under 200 characters"),
});

/** Every JSON content file names its JSON Schema so editors offer completion and inline errors. */
export const schemaRefSchema = z.string().describe("Path of this file's JSON Schema, e.g. ../schemas/landings.schema.json");

export const isoDateSchema = z.iso.date("must be a date written as YYYY-MM-DD");
