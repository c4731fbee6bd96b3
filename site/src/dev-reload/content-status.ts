// What the dev watcher tells open pages: the content is valid (at a version), or it is not and why.
import { ContentError } from "@/page-data/content/load-content";
import { problemLine } from "@/page-data/content/problem-line";

export type ContentStatus =
  | { state: "valid"; version: number }
  | { state: "invalid"; version: number; problems: string[] };

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
