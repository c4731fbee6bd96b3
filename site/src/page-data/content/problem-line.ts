// One content problem as the validator prints it, so the dev page, the error page and the CLI agree.

interface ProblemLike {
  file: string;
  path: string;
  message: string;
  fix?: string;
  line?: number;
  column?: number;
}

/** content/file:line:column field: message (fix: …); editors and terminals open file:line:column. */
export function problemLine(problem: ProblemLike): string {
  const place = problem.line ? `:${problem.line}:${problem.column ?? 1}` : "";
  const field = problem.path ? ` ${problem.path}` : "";
  const fix = problem.fix ? ` (fix: ${problem.fix})` : "";
  return `content/${problem.file}${place}${field}: ${problem.message}${fix}`;
}
