// Node-only (runs git): the content folder as a commit holds it, read from git objects, so a server keeping a bare
// repository (no working tree) reads any branch the way readContentFolder reads a checkout. Two git processes per
// read whatever the number of files: one ls-tree for the names, one cat-file --batch for every text.
import { isMediaEntryFile } from "../check/media-entries";
import type { ContentFile } from "../check/read-file";
import { git, gitBytes } from "./git";

/** Regular files only: a symlink (120000) or a submodule (160000) is not a file readContentFolder would read. */
const fileModes = new Set(["100644", "100755"]);

/** The folder's prefix in repository paths; "" is the whole repository. */
function folderPrefix(folder: string): string {
  const trimmed = folder.replace(/\/+$/, "");
  return trimmed ? `${trimmed}/` : "";
}

/** ls-tree -z's entries (<mode> SP <type> SP <object> TAB <path>): the regular files' [path, blob id]. */
function listedFiles(listing: string): [path: string, id: string][] {
  return listing.split("\0").flatMap((entry) => {
    const tab = entry.indexOf("\t");
    const [mode = "", type, id = ""] = entry.slice(0, tab).split(" ");
    return tab >= 0 && type === "blob" && fileModes.has(mode) ? [[entry.slice(tab + 1), id] as [string, string]] : [];
  });
}

// --full-tree: the paths are the repository's whatever the directory git runs in; literal: a [ in a name is a [.
const lsTree = (gitDir: string, treeish: string, paths: readonly string[]) =>
  listedFiles(
    git(gitDir, ["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", treeish, ...(paths.length ? ["--", ...paths] : [])]),
  );

/**
 * Every file under `folder` ("" for the whole repository) at `commit`, path relative to the folder → blob id. Two
 * commits' maps tell which files differ without reading a byte of them; the blob ids feed readBlobs.
 */
export function commitTreeFiles(gitDir: string, commit: string, folder = "content"): Map<string, string> {
  const prefix = folderPrefix(folder);
  return new Map(lsTree(gitDir, commit, prefix ? [prefix] : []).map(([path, id]) => [path.slice(prefix.length), id]));
}

/** The blob ids of some files (repository paths) at a commit or tree; a path it does not have is not in the map. */
export function blobsAt(gitDir: string, treeish: string, paths: readonly string[]): Map<string, string> {
  return new Map(paths.length ? lsTree(gitDir, treeish, paths) : []);
}

/**
 * The contents of blobs, in the order asked, through one cat-file --batch. The output is cut by the byte sizes its
 * header lines give, never by searching for newlines, since a text holds any number of them.
 */
export function readBlobs(gitDir: string, ids: readonly string[]): Buffer[] {
  if (ids.length === 0) return [];
  const output = gitBytes(gitDir, ["cat-file", "--batch"], { input: `${ids.join("\n")}\n` });
  const blobs: Buffer[] = [];
  let offset = 0;
  for (const id of ids) {
    // <object> SP <type> SP <size> LF <contents> LF, or <object> SP missing LF
    const headerEnd = output.indexOf(10, offset);
    const [, type, size] = output.subarray(offset, headerEnd).toString("utf8").split(" ");
    if (type !== "blob" || size === undefined) throw new Error(`git has no blob ${id} (${type ?? "no answer"})`);
    const start = headerEnd + 1;
    blobs.push(output.subarray(start, start + Number(size)));
    offset = start + Number(size) + 1;
  }
  return blobs;
}

/** What readContentFolder keeps: collection files one folder down or deeper; media by name; no dot files. */
function kindOf(path: string): "media" | "file" | undefined {
  if (path.split("/").pop()?.startsWith(".") || path.startsWith("node_modules/")) return undefined;
  if (path.startsWith("media/")) return isMediaEntryFile(path) ? "file" : "media";
  return path.includes("/") ? "file" : undefined;
}

/**
 * The content folder at a commit in the shape readContentFolder gives for a checkout (the same files kept, the same
 * order), so checking, indexing and the graph run on a branch nobody has checked out.
 */
export function readCommitContent(gitDir: string, commit: string, folder = "content"): { files: ContentFile[]; mediaPaths: Set<string> } {
  const mediaPaths = new Set<string>();
  const wanted: [path: string, id: string][] = [];
  for (const [path, id] of commitTreeFiles(gitDir, commit, folder)) {
    const kind = kindOf(path);
    if (kind === "media") mediaPaths.add(`/${path}`);
    else if (kind === "file") wanted.push([path, id]);
  }
  const texts = readBlobs(
    gitDir,
    wanted.map(([, id]) => id),
  );
  const files = wanted.map(([path], index): ContentFile => ({ path, text: texts[index]?.toString("utf8") ?? "" }));
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, mediaPaths };
}

export type ContentFileStatus = "added" | "modified" | "deleted";

const statusOf: Record<string, ContentFileStatus> = { A: "added", D: "deleted" };

/**
 * The files under `folder` that differ between two commits (relative to the folder, sorted): what a branch changed
 * against its base, for the pages to rebuild and the files to show; "" compares whole repositories. A type change
 * counts as modified.
 */
export function changedContentFiles(
  gitDir: string,
  from: string,
  to: string,
  folder = "content",
): { file: string; status: ContentFileStatus }[] {
  const prefix = folderPrefix(folder);
  const args = ["--literal-pathspecs", "diff-tree", "-r", "-z", "--no-renames", "--name-status", from, to];
  // No pathspec for the whole repository (an empty one is an error).
  if (prefix) args.push("--", prefix);
  // <status> NUL <path> NUL, repeated
  const fields = git(gitDir, args).split("\0");
  const changes: { file: string; status: ContentFileStatus }[] = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const letter = fields[index]?.[0] ?? "";
    changes.push({ file: (fields[index + 1] ?? "").slice(prefix.length), status: statusOf[letter] ?? "modified" });
  }
  return changes.sort((a, b) => a.file.localeCompare(b.file));
}
