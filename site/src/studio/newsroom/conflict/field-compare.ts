// Two copies of a page side by side, field by field: what a conflict shows (their saved version, my unsaved one)
// and what the revisions panel compares. A merge starts from their version and takes mine where the editor says so,
// so a save after it is based on their version and loses nothing either side chose to keep.
import type { ApiLocale } from "@storyfront/schemas";
import { bodyText } from "../body/body-html";
import { languageNames, translationFields, translationLabels, translationOf, type PageForm, type Translation } from "../page/page-form";

const pageFieldLabels = {
  type: "Type",
  slug: "Slug",
  order: "Order",
  image: "Picture",
  imageSquare: "Square picture",
  author: "Author",
  authorSubtitle: "Author subtitle",
  authorImage: "Author picture",
  storyCover: "Story cover",
  icon: "Icon",
  categoryIds: "Categories",
  tagIds: "Tags",
} as const satisfies Record<Exclude<keyof PageForm, "translations">, string>;
type PageFieldName = keyof typeof pageFieldLabels;

/** One field that differs: its key for the merge, its label, and each side as text (a body as its text). */
export type FieldChange = { key: string; label: string; left: string; right: string; isBody: boolean };

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${String(entry)}`)
      .join("\n");
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function languagesOf(left: PageForm, right: PageForm): ApiLocale[] {
  return [...new Set([...left.translations, ...right.translations].map((translation) => translation.language))];
}

/** The fields where `left` and `right` differ, page fields first, then each language's texts. */
export function changedFields(left: PageForm, right: PageForm): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const name of Object.keys(pageFieldLabels) as PageFieldName[]) {
    if (!same(left[name], right[name]))
      changes.push({ key: name, label: pageFieldLabels[name], left: asText(left[name]), right: asText(right[name]), isBody: false });
  }
  for (const language of languagesOf(left, right)) {
    const a = translationOf(left, language);
    const b = translationOf(right, language);
    const name = languageNames[language];
    if (!a || !b) {
      const present = (a ?? b) as Translation;
      const summary = `${present.title}\n\n${bodyText(present.content)}`;
      changes.push({
        key: `translations.${language}`,
        label: `${name} (whole language)`,
        left: a ? summary : "",
        right: b ? summary : "",
        isBody: true,
      });
      continue;
    }
    for (const field of translationFields) {
      if (same(a[field], b[field])) continue;
      const isBody = field === "content";
      changes.push({
        key: `translations.${language}.${field}`,
        label: `${translationLabels[field]} (${name})`,
        left: isBody ? bodyText(a.content) : asText(a[field]),
        right: isBody ? bodyText(b.content) : asText(b[field]),
        isBody,
      });
    }
  }
  return changes;
}

/** Their version with mine taken for the keys in `keepMine` (keys of changedFields(theirs, mine)). */
export function mergeFields(theirs: PageForm, mine: PageForm, keepMine: ReadonlySet<string>): PageForm {
  const merged: PageForm = structuredClone(theirs);
  for (const name of Object.keys(pageFieldLabels) as PageFieldName[]) {
    if (keepMine.has(name)) (merged as Record<PageFieldName, unknown>)[name] = structuredClone(mine[name]);
  }
  for (const language of languagesOf(theirs, mine)) {
    const own = translationOf(mine, language);
    if (keepMine.has(`translations.${language}`)) {
      merged.translations = merged.translations.filter((translation) => translation.language !== language);
      if (own) merged.translations.push(structuredClone(own));
      continue;
    }
    const target = merged.translations.find((translation) => translation.language === language);
    if (!own || !target) continue;
    for (const field of translationFields) {
      if (keepMine.has(`translations.${language}.${field}`)) (target as Record<string, unknown>)[field] = own[field];
    }
  }
  return merged;
}
