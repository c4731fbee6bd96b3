// A content branch of a bare repository as the Studio's ContentSource (online, no working tree): reads come from the
// branch's commit as the request found it, and every write is a commit by the signed-in editor that moves the branch
// only from the commit this request read (saveToBranch's compare-and-swap). A save that meets another editor's newer
// change to the same file is refused as a conflict (BranchConflict); one to other files lands on top of it.
import type { ContentFile } from "@storyfront/content-model";
import { resolveCommit, saveToBranch, type Author } from "@storyfront/content-model/git/branch-commits";
import { commitTreeFiles, readBlobs, readCommitContent } from "@storyfront/content-model/git/commit-content";
import type { ContentSource } from "./content-source";

export interface BranchRepository {
  gitDir: string;
  /** Where the content folder is in the tree (`content`). */
  folder: string;
}

/** Someone else changed the file on the branch since this request read it. */
export class BranchConflict extends Error {
  constructor(readonly files: string[]) {
    super(`${files.join(", ")} changed on the branch since you opened it`);
    this.name = "BranchConflict";
  }
}

export function gitBranch(repository: BranchRepository, branch: string, author: Author): ContentSource {
  const { gitDir, folder } = repository;
  const ref = `refs/heads/${branch}`;
  let head = resolveCommit(gitDir, ref);
  if (!head) throw new Error(`There is no branch ${branch}.`);
  let blobs = commitTreeFiles(gitDir, head, folder);
  const texts = new Map<string, string>();
  const read = (file: string) => {
    const id = blobs.get(file);
    if (!id) return undefined;
    let text = texts.get(id);
    if (text === undefined) texts.set(id, (text = readBlobs(gitDir, [id])[0]?.toString("utf8") ?? ""));
    return text;
  };
  const commit = (file: string, data: string | Uint8Array | null) => {
    const path = `${folder}/${file}`;
    const message = `${data === null ? "Delete" : "Save"} ${file}\n\nFrom the online Studio.`;
    const saved = saveToBranch(gitDir, { branch: ref, base: head as string, changes: [{ path, data }], author, message });
    if (saved.kind === "conflict") throw new BranchConflict(saved.files.map((changed) => changed.slice(folder.length + 1)));
    head = saved.commit;
    blobs = commitTreeFiles(gitDir, head, folder);
  };
  return {
    root: `${gitDir}#${branch}`,
    git: { gitDir, folder, head: () => head as string },
    read,
    exists: (file) => blobs.has(file),
    // One cat-file for all of them: the media library asks for hundreds of pictures at once.
    readBytes: (files) => {
      const ids = files.map((file) => blobs.get(file));
      const found = readBlobs(
        gitDir,
        ids.filter((id): id is string => id !== undefined),
      );
      return ids.map((id) => (id === undefined ? undefined : found.shift()));
    },
    list: (prefix) => [...blobs.keys()].filter((file) => file.startsWith(`${prefix.replace(/\/+$/, "")}/`)).sort(),
    write: (file, data) => commit(file, data),
    remove: (file) => commit(file, null),
    readAll: (): { files: ContentFile[]; mediaPaths: Set<string> } => readCommitContent(gitDir, head as string, folder),
    version: () => head as string,
  };
}
