// What the translations report (npm run content:translations) says of the translation being edited: its fields
// missing, still the English text, and older than the English (the source's texts that changed since the
// translation last changed, from git history). The editor flags each field with it.
import { checkContent, translationRows } from "@storyfront/content-model";
import { fileTimes, fileTimesAt } from "@storyfront/content-model/translations/file-times";
import { localeRegistry } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";

export function translationState(file: string, source: ContentSource) {
  const code = /\.([a-z]{2})\.json$/.exec(file)?.[1] ?? "";
  const locale = localeRegistry.translations.find((candidate) => candidate === code);
  if (!locale) return null;
  const { files, mediaPaths } = source.readAll();
  const { content } = checkContent(files, mediaPaths);
  const times = source.git ? fileTimesAt(source.git.gitDir, source.git.head(), source.git.folder) : fileTimes(source.root);
  const row = translationRows(content, files, times.changedAt, { sourceAsOf: times.sourceAsOf, locales: [locale] }).find(
    (candidate) => candidate.translation === file,
  );
  if (!row) return null;
  return {
    source: row.source,
    missingFields: row.missingFields,
    sameFields: row.sameFields,
    older: row.needs.includes("older"),
    olderFields: row.olderFields,
    sourceChanged: row.sourceChanged ?? null,
    translationChanged: row.translationChanged ?? null,
    measuredBy: times.source,
  };
}
