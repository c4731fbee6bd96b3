import { inLocale, libraryFor, resolvePlacedBlocks, type LocalizedEntry } from "@storyfront/content-model";
import type { Addon, Block, LandingBlock, Locale, Logo, SuccessStory, WhitePaper } from "@storyfront/schemas";
import { loadContent } from "./load-content";
import { sourceLocale } from "@/i18n/locales";

export function getCaseStudy(slug: string): SuccessStory | undefined {
  return loadContent().caseStudies.get(slug)?.source;
}

/** Case studies exist in English only (spec §2.1: com and English only). */
export function listCaseStudies(): SuccessStory[] {
  return [...loadContent().caseStudies.values()].map((entry) => entry.source);
}

/** Cards for a case-study list page, in the success-story card shape the renderer uses. */
export function getWhitePaper(slug: string, locale: Locale = sourceLocale): WhitePaper | undefined {
  const entry = loadContent().whitePapers.get(slug);
  return entry && (locale in entry.files || locale === sourceLocale) ? inLocale(entry, locale) : undefined;
}

/** Guides and white papers, newest first. */
export function listWhitePapers(): WhitePaper[] {
  return [...loadContent().whitePapers.values()].map((entry) => entry.source).sort((a, b) => b.published.localeCompare(a.published));
}

/** Customer logos (11, spec §2.6) or partner logos. */
export function listLogos(kind: Logo["kind"] = "customer"): Logo[] {
  return [...loadContent().logos.values()].map((entry) => entry.source).filter((logo) => logo.kind === kind);
}

export function listAddons(locale: Locale = sourceLocale): Addon[] {
  return [...loadContent().addons.values()].map((entry) => inLocale(entry, locale));
}

/** Blocks a case study or white paper declares in its front matter, resolved for the locale, by id. */
export function getPlacedBlocks(
  collection: "caseStudies" | "whitePapers",
  slug: string,
  locale: Locale = sourceLocale,
): Map<string, Block> {
  const content = loadContent();
  const entry: LocalizedEntry<{ blocks?: Record<string, LandingBlock> }> | undefined = content[collection].get(slug);
  return entry ? resolvePlacedBlocks(inLocale(entry, locale).blocks, libraryFor(content, locale)) : new Map();
}
