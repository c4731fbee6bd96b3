// Every content collection: its folder under content/, its schema, whether files carry a slug, and how a block
// that references an entry shows it.
import type { z } from "zod";
import { addonSchema } from "./addon";
import type { CollectionName } from "./collection-names";
import { awardSchema } from "./award";
import { catalogueEntrySchema } from "./catalogue-entry";
import { faqSchema } from "./faq";
import { landingSchema } from "./landing";
import { legalPageSchema } from "./legal-page";
import { logoSchema } from "./logo";
import { pricingSchema } from "./pricing";
import { reviewCardOf, reviewSchema } from "./review";
import { siteSettingsSchema } from "./site-settings";
import { successCardOf } from "./success-story";
import { guideCardOf } from "./white-paper";
import { successStoryPageSchema, whitePaperPageSchema } from "./placed-blocks";

interface CollectionDefinition<S extends z.ZodType> {
  /** Folder under content/, also the JSON Schema's name: content/schemas/<folder>.schema.json */
  folder: string;
  schema: S;
  /** Singletons are one file (e.g. settings/site.json) without a slug field. */
  singleton?: string;
  /** What one entry is called in messages. */
  noun: string;
  /** How an entry appears inside a block that references it (render form); its fields without $schema and slug by default. */
  card?: (entry: z.output<S>) => unknown;
}

function collection<S extends z.ZodType>(definition: CollectionDefinition<S>): CollectionDefinition<S> {
  return definition;
}

export const collections = {
  landings: collection({ folder: "landings", schema: landingSchema, noun: "landing" }),
  solutions: collection({ folder: "solutions", schema: catalogueEntrySchema, noun: "industry or feature entry" }),
  caseStudies: collection({ folder: "case-studies", schema: successStoryPageSchema, noun: "case study", card: successCardOf }),
  reviews: collection({ folder: "reviews", schema: reviewSchema, noun: "review", card: reviewCardOf }),
  whitePapers: collection({ folder: "white-papers", schema: whitePaperPageSchema, noun: "guide or white paper", card: guideCardOf }),
  logos: collection({ folder: "logos", schema: logoSchema, noun: "logo", card: (logo) => ({ name: logo.name, image: logo.image }) }),
  awards: collection({ folder: "awards", schema: awardSchema, noun: "award or rating badge" }),
  addons: collection({ folder: "addons", schema: addonSchema, noun: "add-on" }),
  legal: collection({ folder: "legal", schema: legalPageSchema, noun: "legal page" }),
  pricing: collection({ folder: "pricing", schema: pricingSchema, singleton: "pricing", noun: "pricing page" }),
  faq: collection({ folder: "faq", schema: faqSchema, singleton: "faq", noun: "FAQ" }),
  settings: collection({ folder: "settings", schema: siteSettingsSchema, singleton: "site", noun: "site settings" }),
} satisfies Record<CollectionName, unknown>;
export type CollectionEntry<C extends CollectionName> = z.infer<(typeof collections)[C]["schema"]>;
export type { CollectionName };
export const collectionNames = Object.keys(collections) as CollectionName[];

/** Folders under content/ that are not collections: media, generated JSON Schemas, UI message catalogues, rich-text MDX. */
export const nonCollectionFolders = ["media", "schemas", "messages", "rich-text"];

/** MDX texts of rich-text sections, named by a landing block's `source` (not a collection: no front matter). */
export const richTextFolder = "rich-text";

/** The `$schema` a content file must name (files sit one folder below content/). */
export function schemaRefFor(name: CollectionName): string {
  return `../schemas/${collections[name].folder}.schema.json`;
}
