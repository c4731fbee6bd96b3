// The list of changed pages as text for a terminal, JSON for tools, or Markdown to paste into a pull request.
import { reasonLines, reasonParts, reasonValues, valueLine, type ChangedPage } from "@storyfront/content-model";
import type { PreviewChanges } from "@storyfront/content-model/graph/git-changes";

export const formats = ["text", "json", "markdown"] as const;
export type Format = (typeof formats)[number];

const statusWord: Record<ChangedPage["status"], string> = { added: "added", changed: "changed", removed: "removed" };

/** "review reviews/ada-moreno.json (modified); messages messages/fr.json › Pricing.title (modified)" — why a page is listed. */
export function reasonText(page: ChangedPage): string {
  return page.reasons.flatMap(reasonLines).join("; ");
}

/** What changed on a page, old → new, one line a value: `Sales.label: "30-minute demo" → "30-min demo"`. */
export function valueLines(page: ChangedPage): string[] {
  return page.reasons.flatMap((reason) => {
    const { values, more } = reasonValues(reason);
    return [...values.map(valueLine), ...(more > 0 ? [`… and ${more} more changed values in ${reason.file}`] : [])];
  });
}

const where = (page: ChangedPage) => `${page.variant} ${page.locale}`;

function summary(report: PreviewChanges): string {
  const count = (status: ChangedPage["status"]) => report.pages.filter((page) => page.status === status).length;
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  return (
    `${plural(report.pages.length, "page")} (${count("added")} added, ${count("changed")} changed, ${count("removed")} removed) ` +
    `from ${plural(report.files.length, "changed content file")}, ` +
    `compared with the merge-base ${report.mergeBase.slice(0, 7)} of ${report.base}`
  );
}

function text(report: PreviewChanges): string {
  const lines = [summary(report), ""];
  const width = Math.max(0, ...report.pages.map((page) => page.path.length));
  for (const page of report.pages)
    lines.push(
      statusWord[page.status].padEnd(8) +
        where(page).padEnd(8) +
        page.path.padEnd(width + 2) +
        (page.draft ? "[draft] " : "") +
        reasonText(page),
      ...valueLines(page).map((line) => `${" ".repeat(16)}${line}`),
    );
  if (report.outdatedTranslations.length > 0) {
    lines.push("", "Possibly out of date (the source changed, the translation did not):");
    for (const entry of report.outdatedTranslations)
      lines.push(`  ${entry.translation}  (source ${entry.source}; shown on ${entry.pages.map((page) => page.path).join(", ")})`);
  }
  return lines.join("\n");
}

const cell = (value: string) => value.replace(/\|/g, "\\|");

function markdown(report: PreviewChanges): string {
  const lines = [`### Pages this branch changes`, "", summary(report), ""];
  if (report.pages.length > 0) {
    lines.push("| Status | Page | Variant | Locale | Why |", "| --- | --- | --- | --- | --- |");
    for (const page of report.pages) {
      const why = [
        ...page.reasons.flatMap((reason) => reasonParts(reason).map(({ kind, target, status }) => `${kind} \`${target}\` (${status})`)),
        ...valueLines(page).map((line) => `\`${line.replace(/`/g, "'")}\``),
      ].join("<br>");
      lines.push(
        `| ${statusWord[page.status]}${page.draft ? " (draft)" : ""} | \`${cell(page.path)}\` | ${page.variant} | ${page.locale} | ` +
          `${cell(why)} |`,
      );
    }
  }
  if (report.outdatedTranslations.length > 0) {
    lines.push("", "**Possibly out of date translations** (the source changed, the translation did not):", "");
    for (const entry of report.outdatedTranslations)
      lines.push(
        `- \`${entry.translation}\` — source \`${entry.source}\` changed; shown on ` +
          `${entry.pages.map((page) => `\`${page.path}\``).join(", ")}`,
      );
  }
  return lines.join("\n");
}

export function formatChanges(report: PreviewChanges, format: Format): string {
  if (format === "json") return JSON.stringify(report, null, 2);
  return format === "markdown" ? markdown(report) : text(report);
}
