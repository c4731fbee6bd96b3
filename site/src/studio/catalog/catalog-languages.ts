// The languages the catalogue is written in: the locale registry's, English (the source) first.
import { localeRegistry, type Locale } from "@storyfront/schemas";

export const catalogLanguages: readonly Locale[] = [
  localeRegistry.source,
  ...localeRegistry.codes.filter((code) => code !== localeRegistry.source),
];

const names = new Intl.DisplayNames(["en"], { type: "language" });

/** "French", "Russian"… (English for the source, marked as such by the caller). */
export const languageName = (code: string) => names.of(code) ?? code;
