import { localeRegistry } from "@storyfront/schemas/locales/registry";

/** A page's publication date (unix seconds) as the locale writes it, e.g. "March 5, 2024" (spec §2.7). */
export function formatPageDate(timestampSeconds: number, locale: string): string {
  const tag = localeRegistry.isLocale(locale) ? localeRegistry.facts(locale).dateFormat : locale;
  return new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(timestampSeconds * 1000),
  );
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(timestampSeconds: number): string {
  return new Date(timestampSeconds * 1000).toISOString().slice(0, 10);
}
