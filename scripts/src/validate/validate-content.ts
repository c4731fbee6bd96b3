import { checkContent, collectionNames, collections, type Problem } from "@storyfront/schemas";
import { readContentFolder } from "@storyfront/schemas/content/check/read-content-folder";

export interface ValidationReport {
  problems: Problem[];
  /** Human-readable report: every problem with file, field path and fix, or a one-line summary. */
  text: string;
}

function formatProblems(problems: Problem[], label: string): string {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const lines = [...byFile].flatMap(([file, fileProblems]) => [
    `✖ ${label}/${file}`,
    ...fileProblems.flatMap((problem) => [`  ${problem.path || "(whole file)"}: ${problem.message}`, `    fix: ${problem.fix}`]),
  ]);
  lines.push(`${problems.length} problem${problems.length === 1 ? "" : "s"} in ${byFile.size} file${byFile.size === 1 ? "" : "s"}. Fix them and run npm run validate again.`);
  return lines.join("\n");
}

/** Validates a content folder; label is how file names are prefixed in the report (e.g. "content"). */
export function validateContent(root: string, label = "content"): ValidationReport {
  const { files, mediaPaths } = readContentFolder(root);
  const { content, problems } = checkContent(files, mediaPaths);
  if (problems.length > 0) return { problems, text: formatProblems(problems, label) };
  const counts = collectionNames
    .filter((name) => !collections[name].singleton && content[name].size > 0)
    .map((name) => `${content[name].size} ${collections[name].folder}`);
  return { problems, text: `✔ Content is valid: ${files.length} files, ${mediaPaths.size} media files (${counts.join(", ")}).` };
}
