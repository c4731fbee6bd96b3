// What the Studio hands the editor for one opened file: the libraries of its locale as picker entries
// (names and thumbnails) and as the renderer's library, rich-text sources, media and the locale's files.
import { checkContent, inLocale, libraryFor, type ContentFile, type ContentIndex, type ContentLibrary } from "@storyfront/content-model";
import type { Locale } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";
import { routeChoices } from "./route-choices";

/** The library's collections by slug (its rich texts travel separately, as text per source). */
export type LibraryMap = Exclude<keyof ContentLibrary, "richText">;

type Json = Record<string, unknown>;

/** One entry a library picker offers (a review, a logo…): its slug, the name a marketer knows it by, its thumbnail. */
export interface PickerEntry {
  slug: string;
  name: string;
  image?: string;
}

const imageOf = (entry: Json) => {
  for (const key of ["avatar", "image", "logo", "cover"]) {
    const image = entry[key] as { src?: unknown } | undefined;
    if (typeof image?.src === "string") return image.src;
  }
  return undefined;
};

/** A library entry as a marketer knows it: a review by its author, a logo by its name, a badge by its platform. */
export function pickerEntry(slug: string, entry: Json): PickerEntry {
  const name = [entry.name, entry.customer, entry.platform, entry.title].find((value) => typeof value === "string") as string | undefined;
  const detail = typeof entry.author === "string" ? ` — ${entry.author}` : typeof entry.year === "number" ? ` (${entry.year})` : "";
  const image = imageOf(entry);
  return { slug, name: `${name ?? slug}${detail}`, ...(image ? { image } : {}) };
}

// The folder read and checked once, again when a file in it changed: every open in the Studio needs it, and
// reading and checking every content file was most of the time the server took to answer one.
const cache = globalThis as typeof globalThis & {
  storyfrontStudioFolder?: { root: string; version: string; files: ContentFile[]; content: ContentIndex };
};

function checkedFolder(source: ContentSource) {
  const { root } = source;
  const version = source.version();
  const cached = cache.storyfrontStudioFolder;
  if (cached?.root === root && cached.version === version) return cached;
  const { files, mediaPaths } = source.readAll();
  cache.storyfrontStudioFolder = { root, version, files, content: checkContent(files, mediaPaths).content };
  return cache.storyfrontStudioFolder;
}

/** Library maps keyed by the collection names references use (logos, reviews, caseStudies, whitePapers, awards). */
export function libraryData(locale: Locale, variant: "com" | "ru", source: ContentSource) {
  const { files, content } = checkedFolder(source);
  const library = libraryFor(content, locale);
  const maps = {
    logos: library.logos,
    reviews: library.reviews,
    caseStudies: library.caseStudies,
    whitePapers: library.whitePapers,
    awards: library.awards,
  };
  // Industries and features too: a case study names its industry (the catalogue entry) by slug.
  const solutions = new Map([...content.solutions].map(([slug, entry]) => [slug, inLocale(entry, locale) as Json]));
  const pickers = Object.fromEntries(
    Object.entries({ ...maps, solutions }).map(([name, map]) => [
      name,
      [...(map as ReadonlyMap<string, Json>)].map(([slug, entry]) => pickerEntry(slug, entry)).sort((a, b) => a.name.localeCompare(b.name)),
    ]),
  );
  const serializable = Object.fromEntries(
    Object.entries(maps).map(([name, map]) => [name, [...(map as ReadonlyMap<string, unknown>)]]),
  ) as Record<LibraryMap, [string, unknown][]>;
  // The MDX text of every rich-text source in this locale, as the site resolves it (library.richText).
  const richTexts: Record<string, string> = {};
  for (const file of files) {
    const text = /^rich-text\/[a-z0-9-]+\.mdx$/.test(file.path) ? library.richText(file.path) : undefined;
    if (text !== undefined) richTexts[file.path] = text;
  }
  const settings = content.settings.get("site");
  const template = settings ? inLocale(settings, locale).solutionTemplate : null;
  return { pickers, library: serializable, richTexts, routes: routeChoices(content, variant, locale), template };
}
