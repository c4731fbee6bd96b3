import { z } from "zod";
import { faqEntrySchema } from "./faq";
import { linkSchema, longTextSchema, schemaRefSchema, textSchema } from "./primitives";

/** MAU tier (spec §9: below 100K $599/mo, below 250K $699, below 500K $999, 1M+ on request). */
export const pricingTierSchema = z.strictObject({
  mau: textSchema.describe('The MAU band as shown, e.g. "Below 100K MAU"'),
  maxMau: z.int().positive().nullable().describe("Upper bound of monthly active users; null for on request"),
  price: z.number().positive().nullable().describe("Monthly price in the currency; null for on request"),
  priceLabel: textSchema.describe('As shown, e.g. "$599/mo" or "On request"'),
});

/** The pricing page's own content; tariff cards come from the API (GET /tariff-displayed). */
export const pricingSchema = z.strictObject({
  $schema: schemaRefSchema,
  title: textSchema,
  subtitle: longTextSchema,
  currency: z.literal("USD"),
  tiers: z.array(pricingTierSchema).min(1),
  trialNote: textSchema,
  button: linkSchema,
  faq: z.array(faqEntrySchema).min(1),
});
export type Pricing = z.infer<typeof pricingSchema>;
