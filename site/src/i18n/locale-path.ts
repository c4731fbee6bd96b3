import { localeRegistry } from "@storyfront/schemas/locales/registry";
import type { Locale } from "./locales";

/** The visible path of a route in a locale: the domain's default locale has no prefix (spec §2.1). */
export function localePath(locale: Locale, routePath: string, registry = localeRegistry): string {
  return registry.localePath(locale, routePath);
}
