// The repository's real content, read once, for tests that change one file of it in memory.
import { fileURLToPath } from "node:url";
import { readContentFolder } from "../check/read-content-folder";

export const repositoryContent = readContentFolder(fileURLToPath(new URL("../../../content/", import.meta.url)));

/** The repository's files with one file's text replaced (or added). */
export function withFile(path: string, text: string) {
  return [...repositoryContent.files.filter((file) => file.path !== path), { path, text }];
}

export function repositoryText(path: string): string {
  const file = repositoryContent.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`content/${path} is not in the repository`);
  return file.text;
}
