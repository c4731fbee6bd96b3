import { checkContent, formatReport, type Problem, type ReportFormat } from "@storyfront/content-model";
import type { ApiLandingsAnswer } from "./api-landings";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
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
  /** The API's landing list (npm run validate -- --api <url>): clashes with content slugs become warnings. */
  api?: { url: string; answer: ApiLandingsAnswer };
}

/** Validates a content folder and formats the report. */
export function validateContent(
  root: string,
  { label = "content", format = "text", strict = false, api }: ValidateOptions = {},
): ValidationReport {
  const { files, mediaPaths } = readContentFolder(root);
  const apiLandings = api?.answer.ok ? api.answer.landings : undefined;
  const { content, problems, warnings } = checkContent(files, mediaPaths, { apiLandings, strict });
  // An API that does not answer is no reason to stop a content check: say so, and that clashes went unchecked.
  const notes =
    api && !api.answer.ok
      ? [`the API at ${api.url} did not answer (${api.answer.reason}): slug clashes with its landing pages were not checked`]
      : [];
  const counts = collectionNames
    .filter((name) => !collections[name].singleton && content[name].size > 0)
    .map((name) => `${content[name].size} ${collections[name].folder}`);
  const validSummary = `✔ Content is valid: ${files.length} files, ${mediaPaths.size} media files (${counts.join(", ")}).`;
  const apiSummary = apiLandings ? ` Checked against ${apiLandings.length} landing pages of ${api?.url}.` : "";
  const report = formatReport({ problems, warnings, notes }, { format, label, strict, validSummary: validSummary + apiSummary });
  return { problems, warnings, ...report };
}
