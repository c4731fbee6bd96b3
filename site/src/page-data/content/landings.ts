import { catalogueEntryBlocks, inLocale, libraryFor, localesOf, resolveBlocks } from "@storyfront/content-model";
import type { ContentIndex } from "@storyfront/content-model";
import type { Block, CatalogueEntry, Landing, Locale } from "@storyfront/schemas";
import { loadContent } from "./load-content";
import { sourceLocale } from "@/i18n/locales";

export interface LandingPage {
  landing: Landing;
  /** Render-form blocks for RenderBlocks from @storyfront/renderer. */
  blocks: Block[];
  /** Locales that have a file: for the language switch and hreflang. */
  locales: Locale[];
}

/** A landing in a locale, or undefined when that locale has no file (a locale version exists only where a file exists). */
export function getLanding(slug: string, locale: Locale): LandingPage | undefined {
  const content = loadContent();
  const entry = content.landings.get(slug);
  if (!entry || !(locale in entry.files)) return undefined;
  const landing = inLocale(entry, locale);
  return { landing, blocks: resolveBlocks(landing.blocks, libraryFor(content, locale)), locales: localesOf(entry) };
}

type LandingEntry = ReturnType<ContentIndex["landings"]["get"]>;
// Landings by route path, built once per content index (it is replaced when a file changes in dev).
const landingsByPath = new WeakMap<ContentIndex, Map<string, NonNullable<LandingEntry>>>();

function landingAt(path: string): LandingEntry {
  const content = loadContent();
  let byPath = landingsByPath.get(content);
  if (!byPath) {
    byPath = new Map([...content.landings.values()].map((entry) => [entry.source.path, entry]));
    landingsByPath.set(content, byPath);
  }
  return byPath.get(path);
}

/** The landing served at a route path such as "/", "/enterprise" or "/solutions/pet-care". */
export function getLandingByPath(path: string, locale: Locale): LandingPage | undefined {
  const entry = landingAt(path);
  return entry ? getLanding(entry.source.slug, locale) : undefined;
}

/**
 * Whether getLandingByPath finds a page, without resolving its blocks: the proxy asks this on every
 * request, and building the page only to throw it away cost it most of its time.
 */
export function hasLandingAt(path: string, locale: Locale): boolean {
  const entry = landingAt(path);
  return entry !== undefined && locale in entry.files;
}

export function listLandings(): Landing[] {
  return [...loadContent().landings.values()].map((entry) => entry.source);
}

export interface SolutionPage {
  entry: CatalogueEntry;
  blocks: Block[];
  locales: Locale[];
}

/** /solutions/{slug} from an industry or feature entry, turned into blocks by the solutions template. */
export function getSolution(slug: string, locale: Locale = sourceLocale): SolutionPage | undefined {
  const content = loadContent();
  const entry = content.solutions.get(slug);
  const settings = content.settings.get("site");
  if (!entry || !settings || !(locale in entry.files)) return undefined;
  const solution = inLocale(entry, locale);
  const template = inLocale(settings, locale).solutionTemplate;
  return { entry: solution, blocks: catalogueEntryBlocks(solution, template, libraryFor(content, locale)), locales: localesOf(entry) };
}

/** Whether getSolution finds a page, without building its blocks (see hasLandingAt). */
export function hasSolution(slug: string, locale: Locale = sourceLocale): boolean {
  const content = loadContent();
  const entry = content.solutions.get(slug);
  return entry !== undefined && content.settings.has("site") && locale in entry.files;
}

function listSolutions(type: CatalogueEntry["type"]): CatalogueEntry[] {
  return [...loadContent().solutions.values()].map((entry) => entry.source).filter((entry) => entry.type === type);
}

/** The short label of each catalogue entry (its `navLabel`) by slug: what the Solutions menu and the footer show. */
export const solutionNavLabels = (): ReadonlyMap<string, string> =>
  new Map([...loadContent().solutions].map(([slug, entry]) => [slug, entry.source.navLabel]));

export const listIndustries = () => listSolutions("industry");
export const listFeatures = () => listSolutions("feature");

/** Every slug served under /solutions/: catalogue entries and landings placed there (for generateStaticParams). */
export function listSolutionSlugs(): string[] {
  const fromLandings = listLandings().flatMap((landing) => /^\/solutions\/(.+)$/.exec(landing.path)?.[1] ?? []);
  return [...loadContent().solutions.keys(), ...fromLandings];
}
