// Rewrites every content file of a folder in the canonical format, or (check) only says which files are not in it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatContentFile, formatDifferences, hasCanonicalFormat } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";

export interface FolderFormatting {
  /** Files with a canonical format. */
  total: number;
  /** Files not in the canonical format (check) or rewritten (write), with why. */
  changed: { path: string; reasons: string[] }[];
  /** Files that cannot be read (invalid JSON or YAML): left as they are; npm run validate says where. */
  unreadable: { path: string; reason: string }[];
}

export function formatContentFolder(root: string, { check }: { check: boolean }): FolderFormatting {
  const result: FolderFormatting = { total: 0, changed: [], unreadable: [] };
  for (const { path, text } of readContentFolder(root).files) {
    if (!hasCanonicalFormat(path)) continue;
    result.total += 1;
    let formatted: string;
    try {
      formatted = formatContentFile(path, text);
    } catch (error) {
      result.unreadable.push({ path, reason: (error as Error).message });
      continue;
    }
    if (formatted === text) continue;
    result.changed.push({ path, reasons: formatDifferences(path, text) });
    if (!check) writeFileSync(join(root, path), formatted);
  }
  return result;
}

interface FormattingReport {
  lines: string[];
  summary: string;
  failed: boolean;
}

/** The report, one line per file (label/path: reasons), then a summary line; and whether the command fails. */
export function formattingReport(result: FolderFormatting, { check, label }: { check: boolean; label: string }): FormattingReport {
  const lines = [
    ...result.changed.map(({ path, reasons }) => `${label}/${path}: ${reasons.join(", ")}`),
    ...result.unreadable.map(({ path, reason }) => `${label}/${path}: cannot be read (${reason}); npm run validate shows where`),
  ];
  const count = result.unreadable.length;
  const unreadable = count > 0 ? ` ${count} file(s) could not be read and were left as they are.` : "";
  const changed = `${result.changed.length} of ${result.total} content files`;
  if (check) {
    const failed = result.changed.length > 0 || count > 0;
    const summary = failed
      ? `✖ ${changed} are not in the canonical format: run npm run content:format.${unreadable}`
      : `✔ ${result.total} content files are in the canonical format.`;
    return { lines, summary, failed };
  }
  return { lines, summary: `Formatted ${changed}.${unreadable}`, failed: count > 0 };
}
