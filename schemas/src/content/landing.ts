import { z } from "zod";
import { landingBlockSchema } from "./blocks";
import { reservedSlugs, schemaRefSchema, seoSchema, slugSchema } from "./primitives";

/** Routes a landing file may take: the spec's static marketing pages and /solutions/{slug}. */
export const landingPathSchema = z
  .string()
  .regex(
    /^(\/|\/enterprise|\/use-cases|\/quick-demo|\/solutions\/[a-z0-9]+(?:-[a-z0-9]+)*)$/,
    'must be "/", "/enterprise", "/use-cases", "/quick-demo" or "/solutions/<slug>"',
  )
  .refine((path) => !reservedSlugs.some((slug) => path === `/solutions/${slug}`), {
    message: "pick another slug: studio is reserved for the Studio's page, /studio",
  });

/** A landing: an ordered list of blocks at one route. */
export const landingSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  path: landingPathSchema,
  layout: z.enum(["default", "landing", "sales"]).default("landing"),
  seo: seoSchema,
  draft: z
    .boolean()
    .optional()
    .describe("true: shown only on preview builds and in draft mode; a 404, out of navigation and sitemap in production"),
  blocks: z.array(landingBlockSchema).min(1),
});
export type Landing = z.infer<typeof landingSchema>;
