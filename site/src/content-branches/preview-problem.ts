// What a preview host answers when its branch cannot be shown: no such branch (404), or content the checker refuses
// (500, with the first problems: file, line and what to fix), instead of a render that fails halfway.
import { ContentError } from "@/page-data/content/checked-content";
import { problemLine } from "@/page-data/content/problem-line";
import { contentScope } from "./content-scope";
import { contentFromGit } from "./git-content";
import { NoSuchBranch } from "./preview-branch";

export function previewProblem(): { status: 404 | 500; detail: string } | undefined {
  if (!contentScope()) return undefined;
  try {
    contentFromGit();
    return undefined;
  } catch (error) {
    if (error instanceof NoSuchBranch) return { status: 404, detail: error.message };
    if (error instanceof ContentError) {
      const lines = error.problems.slice(0, 3).map(problemLine).join(" · ");
      return { status: 500, detail: `This branch's content has ${error.problems.length} problem(s): ${lines}` };
    }
    throw error;
  }
}
