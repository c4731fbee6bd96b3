// Whether an entry's text in a locale was written in MDX (its long-text field holds MDX source) or JSON.
import type { Locale } from "@storyfront/schemas";
import type { LocalizedEntry } from "./content-index";

export type SourceFormat = "json" | "mdx";

/** The format of the file the entry's locale version comes from (the English source when not translated). */
export function sourceFormat(entry: LocalizedEntry<unknown>, locale: Locale): SourceFormat {
  const file = (locale in entry.translations ? entry.files[locale] : undefined) ?? entry.files.en ?? "";
  return file.endsWith(".mdx") ? "mdx" : "json";
}
