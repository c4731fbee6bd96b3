import { z } from "zod";
import { salesBlockSchema } from "./blocks/sales-block";
import { hrefSchema, imageSchema, linkSchema, longTextSchema, references, schemaRefSchema, textSchema } from "./primitives";

const navItemSchema = z.strictObject({ label: textSchema, href: hrefSchema, description: longTextSchema.optional() });

/** Brand, navigation, footer, social links, docs links per variant, banners, and the solutions template's texts. */
export const siteSettingsSchema = z.strictObject({
  $schema: schemaRefSchema,
  brand: z.strictObject({ name: textSchema, logo: imageSchema, tagline: textSchema }),
  navigation: z.strictObject({
    groups: z
      .array(
        z.strictObject({
          id: z.enum(["industries", "features", "companySize", "resources"]),
          label: textSchema,
          items: z.array(navItemSchema),
        }),
      )
      .min(1),
    links: z.array(navItemSchema).describe("Plain header links: Case studies, White papers, Blog, Pricing"),
    tryNow: linkSchema,
    requestDemo: linkSchema,
  }),
  footer: z.strictObject({
    columns: z.array(
      z.strictObject({
        id: z.enum(["industries", "features", "successes", "resources", "about"]),
        title: textSchema,
        links: z.array(navItemSchema),
      }),
    ),
    newsletter: z.strictObject({ title: textSchema, namePlaceholder: textSchema, emailPlaceholder: textSchema, submit: textSchema }),
    copyright: textSchema,
  }),
  social: z
    .array(z.strictObject({ network: z.enum(["linkedin", "x", "youtube", "facebook", "instagram"]), label: textSchema, href: hrefSchema }))
    .max(3),
  docs: z.strictObject({ com: hrefSchema, ru: hrefSchema }).describe("Documentation differs between the com and ru variants"),
  banners: z.strictObject({
    top: z.strictObject({ enabled: z.boolean(), text: longTextSchema, button: linkSchema, image: imageSchema }),
    secondTop: z.strictObject({ enabled: z.boolean(), text: longTextSchema, button: linkSchema }),
    runningLine: z.strictObject({
      enabled: z.boolean(),
      version: z.int().positive(),
      text: longTextSchema,
      href: hrefSchema,
      dismissDays: z.int().positive(),
    }),
  }),
  solutionTemplate: z
    .strictObject({
      primaryButton: linkSchema,
      secondaryButton: linkSchema.optional(),
      partnersTitle: textSchema,
      numbersTitle: textSchema,
      awardsTitle: textSchema,
      reviewsTitle: textSchema,
      awards: references("awards", "Slugs of awards and rating badges shown on every solutions page").min(1),
      successesTitle: textSchema,
      salesBlock: salesBlockSchema,
    })
    .describe("Texts that turn a catalogue entry in content/solutions into a landing"),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
