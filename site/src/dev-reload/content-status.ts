// What the dev watcher tells open pages: the content is valid (at a version), or it is not and why.
import { ContentError } from "@/page-data/content/load-content";
import { problemLine } from "@/page-data/content/problem-line";

/** How long the check behind a status took, and how many files it had to parse (the rest came from its cache). */
export interface CheckTiming {
  checkMs: number;
  filesParsed: number;
}

export type ContentStatus =
  | { state: "valid"; version: number; timing?: CheckTiming }
  | { state: "invalid"; version: number; problems: string[]; timing?: CheckTiming };

/** Runs the loader and turns its outcome into a status; anything else thrown (a bug) is reported as is. */
export function statusOf(load: () => unknown, version: number): ContentStatus {
  try {
    load();
    return { state: "valid", version };
  } catch (error) {
    if (error instanceof ContentError) return { state: "invalid", version, problems: error.problems.map(problemLine) };
    return { state: "invalid", version, problems: [error instanceof Error ? error.message : String(error)] };
  }
}
