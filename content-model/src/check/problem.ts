/** Errors fail validation; warnings (e.g. a translation drifting from its source) print and fail only with --strict. */
export type Severity = "error" | "warning";

/** Where a problem sits in its file: 1-based, as editors and GitHub annotations count. */
export interface Position {
  line: number;
  column: number;
}

/** One thing wrong with the content: where (file, line:column and field path), what, and how to fix it. */
export interface Problem extends Position {
  severity: Severity;
  /** Path relative to the content folder, e.g. landings/home.json */
  file: string;
  /** Field path inside the file, e.g. blocks[2].reviews[0]; empty for the whole file. */
  path: string;
  message: string;
  fix: string;
  /** The other file the problem is about, e.g. a translation's source. */
  relatedFile?: string;
}

/** A problem before it knows its file and position: the checks name a field path, the file places it. */
export interface ProblemDraft {
  path: readonly PropertyKey[];
  /** A field name under path the problem is about (an unknown field), to point at that field. */
  key?: string;
  message: string;
  fix: string;
}

export const startOfFile: Position = { line: 1, column: 1 };

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join("");
}

/** Errors first by file, then by place in the file, so a report reads top to bottom. */
export function byPlace(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}
