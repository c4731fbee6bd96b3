import { fillPattern, routeTable, type PageTypeValue } from "@storyfront/schemas";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";

/** The route of each API page type whose pages have an address of their own (/blog/{slug}, /press-releases/{slug} …). */
const routeOfType = new Map<PageTypeValue, string>(
  routeTable.flatMap((family) =>
    family.slugs.from === "api" ? (family.slugs.types ?? []).map((type) => [type, family.pattern] as const) : [],
  ),
);

/** Where a page of the API shows on the site in a locale; null for types no route shows on a page of their own. */
export function apiPageAddress(type: PageTypeValue, slug: string, locale: Locale): string | null {
  const pattern = routeOfType.get(type);
  return pattern ? localePath(locale, fillPattern(pattern, slug)) : null;
}
