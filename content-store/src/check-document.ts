// Runs the same checker as `npm run validate` on the whole content folder with one file replaced by the
// document being edited, so references, links and translations are checked against everything else.
import { checkContent, type Problem } from "@storyfront/content-model";
import type { ContentSource } from "./content-source";

export interface DocumentProblems {
  errors: Problem[];
  warnings: Problem[];
}

export function checkDocument(file: string, text: string, source: ContentSource): DocumentProblems {
  const { files, mediaPaths } = source.readAll();
  const others = files.filter((entry) => entry.path !== file);
  const { problems, warnings } = checkContent(
    [...others, { path: file, text }].sort((a, b) => a.path.localeCompare(b.path)),
    mediaPaths,
  );
  return { errors: problems.filter((problem) => problem.file === file), warnings: warnings.filter((problem) => problem.file === file) };
}
