// The translations report as text per locale (people) or JSON (tools): per collection how much is translated,
// what a page of the locale shows that is missing, incomplete, older than its source or still English, and which
// pages of the locale are not fully translated.
import { translationSummary, variantOfLocale, type PageCompleteness, type TranslationRow } from "@storyfront/content-model";
import { defaultLocale, locales, type Locale } from "@storyfront/schemas";

export interface TranslationsReportInput {
  rows: readonly TranslationRow[];
  pages: readonly PageCompleteness[];
  /** How "older" was measured: git history or file times. */
  timeSource: string;
}

const translatedLocales = locales.filter((locale) => locale !== defaultLocale);
const day = (time: number | undefined) => (time === undefined ? "?" : new Date(time).toISOString().slice(0, 10));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

function list(items: readonly string[], shown = 3): string {
  return items.slice(0, shown).join(", ") + (items.length > shown ? `, … (+${items.length - shown})` : "");
}

function state(row: TranslationRow): string {
  const parts = row.needs.map((need) => {
    if (need === "missing") return "no translation";
    if (need === "fields") return `${plural(row.missingFields.length, row.collection === "messages" ? "key" : "field")} missing`;
    if (need === "older") return "older than source";
    return `${plural(row.sameFields.length, row.collection === "messages" ? "key" : "text")} same as English`;
  });
  return parts.join(", ");
}

function detail(row: TranslationRow): string {
  const parts: string[] = [];
  // Case studies and white papers are English pages: only their cards are translated, in their own front matter.
  const cardsOnly = row.collection === "case-studies" || row.collection === "white-papers";
  if (row.needs.includes("missing") && cardsOnly) parts.push(`add cards.${row.locale} to ${row.source}`);
  else if (row.needs.includes("missing"))
    parts.push(`add ${row.source.replace(/\.(json|mdx)$/, "")}.${row.locale}.${row.source.endsWith(".mdx") ? "mdx" : "json"}`);
  if (row.needs.includes("fields")) parts.push(list(row.missingFields));
  if (row.needs.includes("older"))
    parts.push(
      `source ${day(row.sourceChanged)}, translation ${day(row.translationChanged)}` +
        (row.olderFields.length > 0 ? `, changed since: ${list(row.olderFields)}` : ""),
    );
  if (row.needs.includes("same")) parts.push(`same: ${list(row.sameFields)}`);
  return parts.join("; ");
}

function table(rows: readonly string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    `    ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join("  ")}`.trimEnd(),
  );
}

function localeText(locale: Locale, input: TranslationsReportInput): string[] {
  const rows = input.rows.filter((row) => row.locale === locale);
  const pages = input.pages.filter((page) => page.locale === locale);
  const incomplete = pages.filter((page) => !page.complete);
  const todo = rows.filter((row) => row.shown && row.needs.length > 0);
  const lines = [
    `${locale} (${variantOfLocale(locale)}): ${pages.length - incomplete.length} of ${plural(pages.length, "page")} fully translated, ` +
      `${plural(todo.length, "file")} to translate or update`,
  ];
  const summary = translationSummary(rows).map((item) => [
    item.collection,
    item.unit === "keys" ? plural(item.total, "key") : `${item.total} ${item.total === 1 ? "entry" : "entries"}`,
    String(item.translated),
    String(item.missing),
    String(item.incomplete),
    String(item.older),
    String(item.same),
    item.unit === "keys" ? "all" : String(item.shown),
  ]);
  lines.push(
    "  by collection:",
    ...table([
      ["collection", "source", "translated", "missing", "incomplete", "older", "same as English", `shown in ${locale}`],
      ...summary,
    ]),
  );
  if (todo.length > 0)
    lines.push(
      "  to do (shown on a page in this locale):",
      ...table([["file", "state", "detail"], ...todo.map((row) => [row.page, state(row), detail(row)])]),
    );
  const unshown = rows.filter((row) => !row.shown && row.needs.includes("missing"));
  if (unshown.length > 0) {
    const byCollection = new Map<string, number>();
    for (const row of unshown) byCollection.set(row.collection, (byCollection.get(row.collection) ?? 0) + 1);
    lines.push(
      `  untranslated but shown on no ${locale} page: ` +
        `${[...byCollection].map(([collection, count]) => `${count} ${collection}`).join(", ")}`,
    );
  }
  if (incomplete.length > 0) {
    lines.push("  pages not fully translated:");
    for (const page of incomplete)
      lines.push(
        `    ${page.path}: ${list(
          page.missing.map((missing) =>
            missing.why === "no translation"
              ? missing.file
              : missing.why === "keys missing"
                ? `${missing.file} (${plural(missing.fields.length, "key")} missing)`
                : `${missing.file} (${plural(missing.fields.length, "text")} still English)`,
          ),
          4,
        )}`,
      );
  }
  return lines;
}

export function translationsText(input: TranslationsReportInput): string {
  const lines = translatedLocales.flatMap((locale) => [...localeText(locale, input), ""]);
  lines.push(
    `(older: compared by ${input.timeSource}. ` +
      'Every collection is listed for every locale; "shown" counts entries a page of the locale shows.',
    " A page is fully translated when its own file, the entries it shows, the message catalogue and its SEO fields exist in its locale;",
    " logos, media and the site settings are not counted.)",
  );
  return lines.join("\n");
}

export function translationsJson(input: TranslationsReportInput): string {
  const toDate = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString());
  return JSON.stringify(
    {
      timeSource: input.timeSource,
      locales: translatedLocales.map((locale) => {
        const rows = input.rows.filter((row) => row.locale === locale);
        return {
          locale,
          variant: variantOfLocale(locale),
          collections: translationSummary(rows),
          rows: rows
            .filter((row) => row.needs.length > 0)
            .map((row) => ({ ...row, sourceChanged: toDate(row.sourceChanged), translationChanged: toDate(row.translationChanged) })),
          pages: input.pages.filter((page) => page.locale === locale),
        };
      }),
    },
    null,
    2,
  );
}
