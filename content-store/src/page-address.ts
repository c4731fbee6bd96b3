// Where a landing or catalogue entry is a page, and whether the route table serves that address in a language:
// the Studio offers, and the store writes, only translations a page shows.
import { localeRegistry, pathLocales, referenceRoutes, type Locale } from "@storyfront/schemas";

/** The page's address: a landing's own path, a catalogue entry's /solutions/<slug>; undefined for other files. */
export function pageAddress(file: string, data: unknown): string | undefined {
  const fields = (data ?? {}) as { path?: unknown; slug?: unknown };
  if (file.startsWith("landings/")) return typeof fields.path === "string" ? fields.path : undefined;
  const slug = /^solutions\/([a-z0-9-]+)\.json$/.exec(file)?.[1];
  return slug ? referenceRoutes.solutions?.(slug) : undefined;
}

/** Whether a page at `address` renders in `locale` (an address no family serves: the checker says so, not this). */
export function translatable(address: string, locale: Locale | string): boolean {
  return pathLocales(address)?.some((served) => served === locale) ?? true;
}

/** "in English only", or "only in en, fr": the languages the route table serves `address` in, for a refusal. */
export function servedIn(address: string): string {
  const served = pathLocales(address) ?? [];
  return served.length === 1 && served[0] === localeRegistry.source ? "in English only" : `only in ${served.join(", ")}`;
}
