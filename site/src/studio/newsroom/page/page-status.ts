// Where a page stands, as the list and the editor's badge say it (page-desk.ts's four statuses), and which
// languages fell behind the English source, read from the page's revisions.
import type { ApiLocale, AuthoredPage, PageRevision, PageStatus } from "@storyfront/schemas";
import { translationFields, type PageForm } from "./page-form";

export function statusOf(page: Pick<AuthoredPage, "archivedAt" | "isActive" | "publishAt">): PageStatus {
  if (page.archivedAt !== null) return "archived";
  if (page.isActive) return "published";
  return page.publishAt !== null ? "scheduled" : "draft";
}

export const statusWords: Record<PageStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  archived: "Archived",
};

const textsOf = (fields: PageForm, language: ApiLocale) => {
  const translation = fields.translations.find((entry) => entry.language === language);
  return translation ? JSON.stringify(translationFields.map((field) => translation[field])) : null;
};

/**
 * Languages whose texts were last changed before the English ones were: the English source moved on after the
 * translation was written. Revisions in any order; a language the page does not have is not listed (it is missing).
 */
export function outOfDateLanguages(revisions: readonly Pick<PageRevision, "version" | "fields">[], current: PageForm): ApiLocale[] {
  const ordered = [...revisions].sort((a, b) => a.version - b.version);
  const lastChange = new Map<ApiLocale, number>();
  const previous = new Map<ApiLocale, string | null>();
  ordered.forEach((revision, index) => {
    for (const translation of revision.fields.translations) {
      const texts = textsOf(revision.fields, translation.language);
      if (previous.get(translation.language) !== texts) lastChange.set(translation.language, index);
      previous.set(translation.language, texts);
    }
  });
  const english = lastChange.get("en") ?? -1;
  return current.translations
    .map((translation) => translation.language)
    .filter((language) => language !== "en" && (lastChange.get(language) ?? english) < english);
}
