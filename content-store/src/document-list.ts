// Every document the Studio opens, as the navigation offers it: English sources grouped by kind, each with its name
// (translations are reached through the language switch of the opened document).
import { parseContentFile } from "@storyfront/content-model";
import type { ContentSource } from "./content-source";
import { documentFileOf, documentKinds } from "./document-kinds";
import { documentName } from "./document-name";

export interface StudioDocument {
  file: string;
  /** The navigation group: "Landings", "Case studies (success stories)"… */
  group: string;
  name: string;
}

function fieldsOf(file: string, text: string): Record<string, unknown> {
  try {
    const parsed = parseContentFile(file, text);
    const value = parsed.format === "mdx" ? parsed.value.frontMatter : parsed.value;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    // A file that cannot be read is still listed (by its slug): opening it says what is wrong.
    return {};
  }
}

export function listStudioDocuments(source: ContentSource): StudioDocument[] {
  return documentKinds.flatMap((kind) =>
    source
      .list(kind.folder)
      .flatMap((file) => {
        const opened = documentFileOf(file);
        if (opened?.kind !== kind || opened.locale) return [];
        const name = documentName(kind.collection, opened.slug, fieldsOf(file, source.read(file) ?? ""));
        return [{ file, group: kind.heading, name }];
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}
