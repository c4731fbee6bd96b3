import { checkContent, formatReport, type Problem, type ReportFormat } from "@storyfront/content-check";
import { readContentFolder } from "@storyfront/content-check/read-content-folder";
import { collectionNames, collections } from "@storyfront/schemas";

export interface ValidationReport {
  problems: Problem[];
  warnings: Problem[];
  /** The report: every problem with file:line:column, field path and fix, or a one-line summary. */
  text: string;
  /** Errors, or warnings with strict. */
  failed: boolean;
}

export interface ValidateOptions {
  /** How file names are prefixed in the report (e.g. "content"). */
  label?: string;
  format?: ReportFormat;
  strict?: boolean;
}

/** Validates a content folder and formats the report. */
export function validateContent(root: string, { label = "content", format = "text", strict = false }: ValidateOptions = {}): ValidationReport {
  const { files, mediaPaths } = readContentFolder(root);
  const { content, problems, warnings } = checkContent(files, mediaPaths);
  const counts = collectionNames
    .filter((name) => !collections[name].singleton && content[name].size > 0)
    .map((name) => `${content[name].size} ${collections[name].folder}`);
  const validSummary = `✔ Content is valid: ${files.length} files, ${mediaPaths.size} media files (${counts.join(", ")}).`;
  const report = formatReport({ problems, warnings }, { format, label, strict, validSummary });
  return { problems, warnings, ...report };
}
