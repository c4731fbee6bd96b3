import type { Block, Locale } from "@storyfront/schemas";
import { getLandingByPath, getSolution, hasLandingAt, hasSolution } from "@/page-data/content";
import { sourceLocale } from "@/i18n/locales";

export interface Solution {
  routePath: string;
  blocks: Block[];
  seo: { title: string; description: string };
  locales: Locale[];
  /** A landing file that says "draft": true. */
  draft?: boolean;
}

/** Undefined outside English (spec §2.1: com and English only; ru has no English) or for an unknown slug. */
export function findSolution(slug: string, locale: Locale): Solution | undefined {
  if (locale !== sourceLocale) return undefined;
  const routePath = `/solutions/${slug}`;
  const landing = getLandingByPath(routePath, sourceLocale);
  if (landing)
    return { routePath, blocks: landing.blocks, seo: landing.landing.seo, locales: [sourceLocale], draft: landing.landing.draft };
  const solution = getSolution(slug, sourceLocale);
  return solution && { routePath, blocks: solution.blocks, seo: solution.entry.seo, locales: [sourceLocale] };
}

/** Whether findSolution finds a page (the proxy's question on every request), without building it. */
export function hasSolutionPage(slug: string, locale: Locale): boolean {
  return locale === sourceLocale && (hasLandingAt(`/solutions/${slug}`, sourceLocale) || hasSolution(slug, sourceLocale));
}
