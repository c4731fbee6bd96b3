// A translation is a page only where the route table serves its address in that language: a French file of a
// landing at /solutions/… or of an industry page (English only) would be written, edited and proposed, and answer 404.
import { localeRegistry, pathLocales, referenceRoutes, type Locale } from "@storyfront/schemas";
import type { ProblemDraft } from "./problem";

const localizedPath = (locale: Locale, path: string, registry: typeof localeRegistry) =>
  `${registry.prefixOf(locale)}${path === "/" ? "" : path}`;

/** The address a translated entry of `collection` is a page at: a landing's own path, an industry page's URL. */
export function translatedAddress(collection: string, key: string, source: unknown): string | undefined {
  if (collection === "landings") return (source as { path?: unknown } | undefined)?.path as string | undefined;
  return collection === "solutions" ? referenceRoutes.solutions?.(key) : undefined;
}

/** The problem with a translation `file` of a page at `path` in `locale`, or undefined when a page serves it. */
export function unservedTranslation(file: string, path: unknown, locale: Locale, registry = localeRegistry): ProblemDraft | undefined {
  if (typeof path !== "string") return undefined;
  const landing = file.startsWith("landings/");
  const served = pathLocales(path, registry);
  if (!served || served.includes(locale)) return undefined;
  const languages = served.length === 1 && served[0] === registry.source ? "in English only" : `only in ${served.join(", ")}`;
  return {
    path: landing ? ["path"] : ["slug"],
    message: `nothing serves this translation: ${localizedPath(locale, path, registry)} answers 404, as ${path} is served ${languages}`,
    fix: landing
      ? `delete ${file}, or give the landing a path served in ${locale} (the route table in schemas/src/route-table)`
      : `delete ${file}: the route table (schemas/src/route-table) serves ${path} ${languages}`,
  };
}
