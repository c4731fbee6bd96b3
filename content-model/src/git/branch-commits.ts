// Node-only (runs git): commits on content branches without a working tree. Blobs, a tree built in a temporary index
// and commit-tree make the commit; a compare-and-swap on the ref publishes it, so two editors saving to one branch at
// the same moment either both land (different files) or one is told about the conflict: a change is never lost.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blobsAt } from "./commit-content";
import { git, gitAnswer } from "./git";

/** A file to write (text or bytes) or to delete (null); path relative to the repository root, e.g. content/landings/home.json. */
export interface FileChange {
  path: string;
  data: string | Uint8Array | null;
}

/** Who made a change: the commit's author and committer both, since the server commits on the editor's behalf. */
export interface Author {
  name: string;
  email: string;
}

const noCommit = "0".repeat(40);

/** The commit a ref, branch or id names, or undefined when there is none (a branch not created yet). */
export function resolveCommit(gitDir: string, ref: string): string | undefined {
  return gitAnswer(gitDir, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
}

/**
 * The blob id of each change that writes a file, from one hash-object however many there are (a process per file
 * would dominate a large commit). The data goes through files in `scratch`: hash-object takes one stdin blob only.
 */
function writeBlobs(gitDir: string, scratch: string, changes: readonly FileChange[]): Map<FileChange, string> {
  const written = changes.filter((change) => change.data !== null);
  if (written.length === 0) return new Map();
  const files = written.map((change, index) => {
    const file = join(scratch, `blob-${index}`);
    writeFileSync(file, change.data ?? "");
    return file;
  });
  const ids = git(gitDir, ["hash-object", "-w", "--no-filters", "--stdin-paths"], { input: `${files.join("\n")}\n` }).split("\n");
  return new Map(written.map((change, index) => [change, ids[index] ?? ""]));
}

/**
 * A new commit: `parent` (null for a first commit) with `changes` applied. Moves no ref. When the changes leave the
 * parent's tree as it was, no empty commit is made and the parent is returned. Blobs are written with --no-filters,
 * so the bytes stored are the bytes given whatever core.autocrlf says.
 */
export function commitFiles(
  gitDir: string,
  { parent, changes, author, message }: { parent: string | null; changes: readonly FileChange[]; author: Author; message: string },
): string {
  const scratch = mkdtempSync(join(tmpdir(), "content-commit-"));
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(scratch, "index") };
    if (parent) git(gitDir, ["read-tree", parent], { env });
    const blobOf = writeBlobs(gitDir, scratch, changes);
    // --index-info -z: "<mode> SP <blob> TAB <path> NUL"; mode 0 removes the path.
    const entry = (change: FileChange) => `${change.data === null ? `0 ${noCommit}` : `100644 ${blobOf.get(change)}`}\t${change.path}\0`;
    if (changes.length) git(gitDir, ["update-index", "-z", "--index-info"], { env, input: changes.map(entry).join("") });
    const tree = git(gitDir, ["write-tree"], { env }).trim();
    if (parent && tree === gitAnswer(gitDir, ["rev-parse", `${parent}^{tree}`])) return parent;
    return commitTree(gitDir, { tree, parents: parent ? [parent] : [], author, message });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A commit of a tree that exists already (a merge's), with the author as committer too. */
export function commitTree(
  gitDir: string,
  { tree, parents, author, message }: { tree: string; parents: readonly string[]; author: Author; message: string },
): string {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  const parentArgs = parents.flatMap((parent) => ["-p", parent]);
  // The message on standard input, as written (one starting with "-" is no option), ending its last line as -m would.
  const input = message.endsWith("\n") ? message : `${message}\n`;
  return git(gitDir, ["commit-tree", tree, ...parentArgs], { env, input }).trim();
}

/**
 * Compare-and-swap: points `ref` at `next` only if it is at `expected` now (null: only if it does not exist yet).
 * False when another writer moved it first, so the caller reads again instead of overwriting their work.
 */
export function updateRef(gitDir: string, ref: string, next: string, expected: string | null): boolean {
  try {
    git(gitDir, ["update-ref", ref, next, expected ?? noCommit]);
    return true;
  } catch (error) {
    // Lost the race, or a real failure (a bad name, an unknown commit): only the ref's value tells them apart.
    if ((resolveCommit(gitDir, ref) ?? null) !== expected) return false;
    throw error;
  }
}

/** Deletes `ref` only if it is at `expected` now: false when a save moved it meanwhile (then it is kept). */
export function deleteRef(gitDir: string, ref: string, expected: string): boolean {
  try {
    git(gitDir, ["update-ref", "-d", ref, expected]);
    return true;
  } catch (error) {
    if (resolveCommit(gitDir, ref) !== expected) return false;
    throw error;
  }
}

/** A new branch at `from`; false when it exists already (never moves it). */
export function createBranch(gitDir: string, branch: string, from: string): boolean {
  return updateRef(gitDir, branch, from, null);
}

export type SaveResult = { kind: "saved"; commit: string } | { kind: "conflict"; files: string[]; tip: string };

const saveTries = 5;

/**
 * Saves an editor's changes on `branch` (a full ref, refs/heads/content/…). `base` is the commit the editor's files
 * were read from: a file that changed on the branch since then is a conflict (named, nothing written); otherwise the
 * changes are committed on the branch's tip and the ref is moved by compare-and-swap, trying again when another save
 * moved it in between.
 */
export function saveToBranch(
  gitDir: string,
  {
    branch,
    base,
    changes,
    author,
    message,
  }: { branch: string; base: string; changes: readonly FileChange[]; author: Author; message: string },
): SaveResult {
  const paths = changes.map((change) => change.path);
  for (let attempt = 0; attempt < saveTries; attempt += 1) {
    const tip = resolveCommit(gitDir, branch);
    if (!tip) throw new Error(`there is no branch ${branch} to save to`);
    if (tip !== base && paths.length) {
      const [before, now] = [blobsAt(gitDir, base, paths), blobsAt(gitDir, tip, paths)];
      const files = paths.filter((path) => before.get(path) !== now.get(path));
      if (files.length) return { kind: "conflict", files, tip };
    }
    const commit = commitFiles(gitDir, { parent: tip, changes, author, message });
    if (commit === tip || updateRef(gitDir, branch, commit, tip)) return { kind: "saved", commit };
  }
  throw new Error(`${branch} kept moving while saving (${saveTries} tries): save again`);
}
