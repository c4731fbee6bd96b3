import { z } from "zod";
import { imageSchema, longTextSchema, schemaRefSchema, slugSchema, textSchema } from "./primitives";

/** Pricing add-on card (spec §3: name, title, subtitle, tags (color, text), img, imgBackground, features). */
export const addonSchema = z.strictObject({
  $schema: schemaRefSchema,
  slug: slugSchema,
  name: textSchema,
  title: textSchema,
  subtitle: longTextSchema,
  tags: z.array(z.strictObject({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1b5cff"), text: longTextSchema })),
  img: imageSchema,
  imgBackground: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #eef3ff"),
  features: z.array(textSchema).min(1),
});
export type Addon = z.infer<typeof addonSchema>;
