import { localeRegistry } from "@storyfront/schemas/locales/registry";
import type { Locale } from "./locales";

/** A content date (YYYY-MM-DD) as readers expect it, e.g. "March 5, 2024" in English (spec §2.7). */
export function formatContentDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeRegistry.facts(locale).dateFormat, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
