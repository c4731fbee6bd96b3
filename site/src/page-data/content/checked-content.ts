// Content files checked into the index pages read, wherever they were read from (the folder, a git commit), and
// the files each index came from.
import { checkContent, type ContentFile, type ContentIndex, type Problem } from "@storyfront/content-model";
import { problemLine } from "./problem-line";

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content is invalid (run npm run validate for details):\n${problems
        .slice(0, 20)
        .map((problem) => `  ${problemLine(problem)}`)
        .join("\n")}`,
    );
    this.name = "ContentError";
  }
}

// The files each index was read from (the message catalogues, for what a page's locale has); on globalThis
// like the index, so every bundle that shares an index finds its files.
const files = globalThis as typeof globalThis & { storyfrontContentFiles?: WeakMap<ContentIndex, readonly ContentFile[]> };
const filesOf = (files.storyfrontContentFiles ??= new WeakMap());

/** Checks content files into the index pages read; throws ContentError when anything is wrong. */
export function checkedContent(folder: { files: ContentFile[]; mediaPaths: Set<string> }): ContentIndex {
  const { content, problems } = checkContent(folder.files, folder.mediaPaths);
  if (problems.length > 0) throw new ContentError(problems);
  filesOf.set(content, folder.files);
  return content;
}

/** The content files `content` was read from (empty for an index loadContent did not read). */
export function contentFiles(content: ContentIndex): readonly ContentFile[] {
  return filesOf.get(content) ?? [];
}
