// The validator's report in three shapes: readable text (people), JSON (tools), GitHub Actions annotations (CI).
import type { Problem } from "../check/problem";

export const reportFormats = ["text", "json", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];

export interface ReportOptions {
  format: ReportFormat;
  /** How file names are prefixed, e.g. "content", so locations are relative to where the command runs. */
  label: string;
  /** Warnings fail too. */
  strict: boolean;
  /** The line printed when nothing fails, e.g. "✔ Content is valid: 120 files …". */
  validSummary: string;
}

/** Things the report should say that concern no content file (an API that did not answer); they never fail. */
export type ReportNotes = readonly string[];

export interface Report {
  text: string;
  failed: boolean;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function location(problem: Problem, label: string): string {
  return `${label}/${problem.file}:${problem.line}:${problem.column}`;
}

function textBlocks(problems: readonly Problem[], label: string, mark: string): string[] {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  return [...byFile].flatMap(([file, fileProblems]) => [
    `${mark} ${label}/${file}`,
    ...fileProblems.flatMap((problem) => [
      `  ${location(problem, label)} ${problem.path || "(whole file)"}: ${problem.message}`,
      `    fix: ${problem.fix}`,
    ]),
  ]);
}

function fileCount(problems: readonly Problem[]): number {
  return new Set(problems.map((problem) => problem.file)).size;
}

function formatText(
  problems: readonly Problem[],
  warnings: readonly Problem[],
  options: ReportOptions,
  failed: boolean,
  notes: ReportNotes,
): string {
  const lines = [
    ...textBlocks(problems, options.label, "✖"),
    ...textBlocks(warnings, options.label, "⚠"),
    ...notes.map((note) => `⚠ ${note}`),
  ];
  const warningNote =
    warnings.length > 0
      ? `${plural(warnings.length, "warning")} in ${plural(fileCount(warnings), "file")}` +
        (options.strict ? " (--strict: warnings fail)" : " (they fail only with --strict)")
      : "";
  if (problems.length > 0) {
    lines.push(
      `${plural(problems.length, "problem")} in ${plural(fileCount(problems), "file")}${warningNote ? `, and ${warningNote}` : ""}. ` +
        `Fix them and run npm run validate again.`,
    );
  } else if (failed) {
    lines.push(`${warningNote}. Fix them and run npm run validate again.`);
  } else {
    lines.push(options.validSummary + (warningNote ? `\n${warningNote}.` : ""));
  }
  return lines.join("\n");
}

function formatJson(
  problems: readonly Problem[],
  warnings: readonly Problem[],
  options: ReportOptions,
  failed: boolean,
  notes: ReportNotes,
): string {
  const withLabel = (problem: Problem): Problem => ({
    ...problem,
    file: `${options.label}/${problem.file}`,
    ...(problem.relatedFile ? { relatedFile: `${options.label}/${problem.relatedFile}` } : {}),
  });
  return JSON.stringify(
    {
      ok: !failed,
      strict: options.strict,
      errorCount: problems.length,
      warningCount: warnings.length,
      problems: [...problems, ...warnings].map(withLabel),
      ...(notes.length ? { notes } : {}),
    },
    null,
    2,
  );
}

// GitHub's workflow-command escaping: data escapes %, CR and LF; property values also ":" and ",".
const escapeData = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
const escapeProperty = (text: string) => escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

function formatGithub(
  problems: readonly Problem[],
  warnings: readonly Problem[],
  options: ReportOptions,
  failed: boolean,
  notes: ReportNotes,
): string {
  const lines = [...problems, ...warnings].map((problem) => {
    const command = problem.severity === "error" || options.strict ? "error" : "warning";
    const title = problem.path || "(whole file)";
    const properties = `file=${escapeProperty(`${options.label}/${problem.file}`)},line=${problem.line},col=${problem.column}`;
    return `::${command} ${properties},title=${escapeProperty(title)}::${escapeData(`${problem.message}\nfix: ${problem.fix}`)}`;
  });
  lines.push(...notes.map((note) => `::warning::${escapeData(note)}`));
  lines.push(
    failed ? `${plural(problems.length, "problem")} and ${plural(warnings.length, "warning")}: content is invalid.` : options.validSummary,
  );
  return lines.join("\n");
}

export function formatReport(
  check: { problems: readonly Problem[]; warnings: readonly Problem[]; notes?: ReportNotes },
  options: ReportOptions,
): Report {
  const failed = check.problems.length > 0 || (options.strict && check.warnings.length > 0);
  const format = { text: formatText, json: formatJson, github: formatGithub }[options.format];
  return { text: format(check.problems, check.warnings, options, failed, check.notes ?? []), failed };
}
