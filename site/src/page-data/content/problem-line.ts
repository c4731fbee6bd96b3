// One content problem on one line, in the validator's words (npm run validate prints the same location,
// field and message), so the dev page, the error page and the terminal agree and editors can jump to it.
import type { Problem } from "@storyfront/content-model";

/** content/file:line:column field: message (fix: …) */
export function problemLine(problem: Problem): string {
  const place = `content/${problem.file}:${problem.line}:${problem.column} ${problem.path || "(whole file)"}`;
  return `${place}: ${problem.message} (fix: ${problem.fix})`;
}
