// Texts new:landing leaves for the author to replace. Left in, they would be published as they are: a warning
// while the page is being written, an error under validate --strict (what CI runs before publishing).
import { scaffoldPlaceholders } from "../landing-scaffold";
import type { ProblemDraft } from "./problem";
import { walkStrings } from "./walk-strings";

const placeholders = Object.values(scaffoldPlaceholders).map((text) => text.toLowerCase());

export function placeholderDrafts(data: Record<string, unknown>): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  walkStrings(data, (text, path) => {
    const lower = text.toLowerCase();
    if (placeholders.some((placeholder) => lower.includes(placeholder))) {
      drafts.push({
        path,
        message: `the scaffold's placeholder text is still here: ${JSON.stringify(text)}`,
        fix: "write the page's own text in its place",
      });
    }
  });
  return drafts;
}
