// The translations report as a table per locale (people) or JSON (tools).
import type { TranslationRow } from "@storyfront/content-model";
import { locales } from "@storyfront/schemas";

const day = (time: number | undefined) => (time === undefined ? "?" : new Date(time).toISOString().slice(0, 10));

function state(row: TranslationRow): string {
  return row.needs
    .map((need) => (need === "missing" ? "no translation" : need === "fields" ? `${row.missingFields.length} field${row.missingFields.length === 1 ? "" : "s"} missing` : "older than source"))
    .join(", ");
}

function detail(row: TranslationRow): string {
  const parts: string[] = [];
  if (row.needs.includes("missing")) parts.push(`add ${row.source.replace(/\.(json|mdx)$/, "")}.${row.locale}.${row.source.endsWith(".mdx") ? "mdx" : "json"}`);
  if (row.needs.includes("fields")) parts.push(row.missingFields.slice(0, 3).join(", ") + (row.missingFields.length > 3 ? `, … (+${row.missingFields.length - 3})` : ""));
  if (row.needs.includes("older")) parts.push(`source ${day(row.sourceChanged)}, translation ${day(row.translationChanged)}`);
  return parts.join("; ");
}

function table(rows: readonly string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => `  ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join("  ")}`.trimEnd());
}

export function translationsTable(rows: readonly TranslationRow[], timeSource: string): string {
  const lines: string[] = [];
  for (const locale of locales.filter((candidate) => candidate !== "en")) {
    const localeRows = rows.filter((row) => row.locale === locale);
    lines.push(localeRows.length === 0 ? `${locale}: ✔ every translated page is complete and up to date` : `${locale}: ${localeRows.length} page${localeRows.length === 1 ? "" : "s"} to translate or update`);
    if (localeRows.length > 0) lines.push(...table([["page", "state", "detail"], ...localeRows.map((row) => [row.page, state(row), detail(row)])]));
  }
  lines.push(`(older: compared by ${timeSource}; a locale is listed for a collection once any of its pages is translated into it)`);
  return lines.join("\n");
}

export function translationsJson(rows: readonly TranslationRow[], timeSource: string): string {
  const toDate = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString());
  return JSON.stringify(
    {
      timeSource,
      locales: locales
        .filter((locale) => locale !== "en")
        .map((locale) => ({ locale, rows: rows.filter((row) => row.locale === locale).map((row) => ({ ...row, sourceChanged: toDate(row.sourceChanged), translationChanged: toDate(row.translationChanged) })) })),
    },
    null,
    2,
  );
}
