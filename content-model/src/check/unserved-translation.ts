// A landing's translation is a page only where the route table serves the landing's path in that language: a
// French file of a landing at /solutions/… (English only) would be written, edited and proposed, and answer 404.
import { localeRegistry, pathLocales, type Locale } from "@storyfront/schemas";
import type { ProblemDraft } from "./problem";

const localizedPath = (locale: Locale, path: string, registry: typeof localeRegistry) =>
  `${registry.prefixOf(locale)}${path === "/" ? "" : path}`;

/** The problem with a translation `file` of a landing at `path` in `locale`, or undefined when a page serves it. */
export function unservedTranslation(file: string, path: unknown, locale: Locale, registry = localeRegistry): ProblemDraft | undefined {
  if (typeof path !== "string") return undefined;
  const served = pathLocales(path, registry);
  if (!served || served.includes(locale)) return undefined;
  const languages = served.length === 1 && served[0] === registry.source ? "in English only" : `only in ${served.join(", ")}`;
  return {
    path: ["path"],
    message: `nothing serves this translation: ${localizedPath(locale, path, registry)} answers 404, as ${path} is served ${languages}`,
    fix: `delete ${file}, or give the landing a path served in ${locale} (the route table in schemas/src/route-table)`,
  };
}
