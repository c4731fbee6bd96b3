/** One thing wrong with the content: where (file and field path), what, and how to fix it. */
export interface Problem {
  /** Path relative to the content folder, e.g. landings/home.json */
  file: string;
  /** Field path inside the file, e.g. blocks[2].reviews[0]; empty for the whole file. */
  path: string;
  message: string;
  fix: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join("");
}
