// Writing the catalogue (issue 39): page categories, displayed tariffs and the landing config, for editors.
// Like pages (page-authoring.ts), every save names the version the editor's copy was based on; a stale one answers
// 409 with who changed it and when (pageConflict). Order and the featured tariff belong to the whole list, not to
// one item: they have calls of their own and do not change an item's version.
import { z } from "zod";
import { apiLocale, apiMessages } from "./common";
import { pageType } from "./page";
import { pageSlug } from "./page-authoring";

const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
const required = (max: number) => text(max).min(1, { error: apiMessages.blank });
const optionalText = (max: number) => text(max).nullable().default(null);
const id = z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(1).max(2147483647);
const version = z.number({ error: "must be an integer" }).int({ error: "must be an integer" }).min(1);
const userRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** Who saved the current version and when (Unix seconds); null for what the demo data or a migration wrote. */
const versioned = {
  version: z.number().int(),
  updatedAt: z.number().int().nullable(),
  updatedBy: userRef,
};

const eachLanguageOnce = <T extends { language: string }>(list: T[]) => new Set(list.map((item) => item.language)).size === list.length;

/** An ordered list of ids: the new order of a whole list, each id once. */
const orderedIds = z
  .array(id, { error: "must be a list of ids" })
  .max(500, { error: "must list at most 500 ids" })
  .refine((list) => new Set(list).size === list.length, { error: "must name each id once" });

// ---- Page categories -------------------------------------------------------------------------------------------

/** One language of a category: its title and SEO texts (category_translation). */
export const categoryTranslationFields = z.strictObject({
  language: apiLocale,
  title: required(300),
  seoTitle: optionalText(300),
  seoKeywords: optionalText(1000),
  seoDescription: optionalText(1000),
});

/**
 * What an editor writes on a category. A category may have no title at all (menus skip untitled ones, like the
 * demo's "archive"); a language without a row reads as title null. The slug follows the page slug rule and is
 * unique within the type. The type is chosen once, at creation.
 */
export const categoryFields = z.strictObject({
  slug: pageSlug,
  translations: z
    .array(categoryTranslationFields, { error: "must be a list of languages" })
    .max(10)
    .refine(eachLanguageOnce, { error: "must name each language once" })
    .default([]),
});
export type CategoryFields = z.infer<typeof categoryFields>;

/** POST /admin/category: the type, then the fields; the new category goes last in its type's order. */
export const categoryCreateBody = categoryFields.extend({ type: pageType });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;
export type CategoryCreateFields = z.infer<typeof categoryCreateBody>;

/** PUT /admin/category/{id}: the fields again with the version the editor's copy was based on. */
export const categoryUpdateBody = categoryFields.extend({ baseVersion: version });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

/** A category as its editor sees it: every language, position, how many pages use it, version. */
export const authoredCategory = categoryFields.extend({
  id: z.number().int(),
  type: pageType,
  /** Position within its type; GET /category lists by it. */
  order: z.number().int(),
  /** Pages (published or not, any language) that name the category; deleting is refused while there are any. */
  pages: z.number().int(),
  ...versioned,
});
export type AuthoredCategory = z.infer<typeof authoredCategory>;
export const authoredCategoryList = z.array(authoredCategory);

export const adminCategoryListQuery = z.object({
  type: z.coerce.number({ error: "must be a page type from 0 to 10" }).pipe(pageType).optional(),
});

/** PUT /admin/category-order: every category of the type, in the new order (positions 1, 2, …). */
export const categoryOrderBody = z.strictObject({ type: pageType, ids: orderedIds });
export type CategoryOrderBody = z.input<typeof categoryOrderBody>;

// ---- Displayed tariffs -----------------------------------------------------------------------------------------

/** One language of a tariff's card. English is the source; a language without a row shows the English texts. */
export const tariffTranslationFields = z.strictObject({
  language: apiLocale,
  name: required(120),
  description: text(1000).default(""),
  /** Display text, e.g. "$599/mo" or "On request"; must show cost_numeric (tariffCostProblem). */
  cost: required(60),
  options_title: text(200).default(""),
  options: z.array(required(300), { error: "must be a list of texts" }).max(30, { error: "must list at most 30 options" }).default([]),
  button_text: required(80),
});
export type TariffTranslationFields = z.infer<typeof tariffTranslationFields>;

/** A site path (`/sales`) or an http(s) address; never `//host` or another scheme. */
export const siteLink = text(2000).regex(/^(\/(?!\/)|https?:\/\/)[^\s]*$/, {
  error: "must be a site path starting with / or an http(s) address",
});

/** What an editor writes on a tariff; figures and the button's link are the same in every language. */
export const tariffFields = z.strictObject({
  /** Monthly cost in USD, a whole number; 0 means "on request" (no price shown in the cost text). */
  cost_numeric: z
    .number({ error: "must be an integer" })
    .int({ error: "must be an integer" })
    .min(0, { error: apiMessages.greaterThan(-1) })
    .max(100_000_000),
  button_link: siteLink,
  translations: z
    .array(tariffTranslationFields, { error: "must be a list of languages" })
    .min(1, { error: apiMessages.blank })
    .max(10)
    .refine(eachLanguageOnce, { error: "must name each language once" })
    .refine((list) => list.some((item) => item.language === "en"), { error: "must include English (en), the source language" }),
});
export type TariffFields = z.infer<typeof tariffFields>;
export type TariffFieldsInput = z.input<typeof tariffFields>;

export const tariffUpdateBody = tariffFields.extend({ baseVersion: version });
export type TariffUpdateBody = z.input<typeof tariffUpdateBody>;

export const authoredTariff = tariffFields.extend({
  id: z.number().int(),
  order: z.number().int(),
  /** The one tariff the pricing page highlights; set with PUT /admin/tariff-featured. */
  featured: z.boolean(),
  ...versioned,
});
export type AuthoredTariff = z.infer<typeof authoredTariff>;

/** GET /admin/tariff: every tariff in display order, and whether the caller may change them (tariff-edit). */
export const adminTariffList = z.object({ canEdit: z.boolean(), tariffs: z.array(authoredTariff) });
export type AdminTariffList = z.infer<typeof adminTariffList>;

/** PUT /admin/tariff-order: every tariff, in the new order. */
export const tariffOrderBody = z.strictObject({ ids: orderedIds });

/** PUT /admin/tariff-featured: the tariff to highlight (the others lose the flag), or null for none. */
export const tariffFeaturedBody = z.strictObject({ id: id.nullable() });

/** Every figure a cost text shows, with thousands separators dropped: "$1,299/mo" → [1299]. */
export function costFigures(cost: string): number[] {
  return [...cost.matchAll(/\d{1,3}(?:[ ,.\u00a0\u202f']\d{3})+(?!\d)|\d+/g)].map((match) => Number(match[0].replace(/\D/g, "")));
}

/**
 * Why a cost text does not fit the tariff's cost_numeric, or null when it does: a price must appear in the text
 * ("$599/mo", "599 $/mois"), and an "on request" tariff (0) shows no other figure.
 */
export function tariffCostProblem(cost: string, costNumeric: number): string | null {
  const figures = costFigures(cost);
  if (costNumeric === 0) {
    return figures.some((figure) => figure !== 0) ? "must show no price when cost_numeric is 0 (on request)" : null;
  }
  return figures.includes(costNumeric) ? null : `must show the price ${costNumeric} (cost_numeric)`;
}

// ---- Landing config --------------------------------------------------------------------------------------------

const introBarNeedsBoth = (config: { enabled_introbar: boolean; link: string; widget_ph: string }, ctx: z.RefinementCtx) => {
  if (!config.enabled_introbar) return;
  for (const key of ["link", "widget_ph"] as const) {
    if (config[key] === "") ctx.addIssue({ code: "custom", path: [key], message: "Cannot be blank while the intro bar is on" });
  }
};

/** PUT /admin/lp-config: the whole landing config (GET /lp/config reads it) with the version it was based on. */
export const landingConfigUpdateBody = z
  .strictObject({
    enabled_introbar: z.boolean({ error: "must be true or false" }),
    /** Where the intro bar leads; empty while it is off. */
    link: z.union([siteLink, z.literal("")]),
    /** The intro bar's widget image; empty while it is off. */
    widget_ph: z.union([siteLink, z.literal("")]),
    baseVersion: version,
  })
  .superRefine(introBarNeedsBoth);
export type LandingConfigUpdateBody = z.input<typeof landingConfigUpdateBody>;

export const authoredLandingConfig = z.object({
  enabled_introbar: z.boolean(),
  link: z.string(),
  widget_ph: z.string(),
  ...versioned,
});
export type AuthoredLandingConfig = z.infer<typeof authoredLandingConfig>;
