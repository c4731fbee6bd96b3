// Node-only (runs git): the content of the merge-base and of the working tree, and the files between them.
// Imported by path, never re-exported from the package index, so browser bundles never see node:child_process.
import { existsSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { checkContent } from "../check/check-content";
import type { ContentFile } from "../check/read-file";
import { readContentFolder } from "../check/read-content-folder";
import { git, gitAnswer } from "../git/git";
import { readCommitContent } from "../git/commit-content";
import { changedPages, type ChangesReport, type FileChange, type FileStatus } from "./changed-pages";
import { contentGraph } from "./content-graph";
import { changedFields } from "./field-changes";
import { changedMessageKeys } from "./message-keys";
import { siteMessageReads } from "./site-message-reads";

/** A question git cannot answer (no history, unknown base): the message says what to do. */
export class PreviewChangesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PreviewChangesError";
  }
}

export interface PreviewChanges extends ChangesReport {
  base: string;
  mergeBase: string;
  head: string;
  /** Changed content files (relative to content/), uncommitted ones included. */
  files: FileChange[];
}

/** The commit a base ref names: the ref itself, else origin/<ref> (CI clones often have only remote branches). */
function resolveBase(repo: string, base: string): string {
  for (const candidate of [base, `origin/${base}`]) {
    const commit = gitAnswer(repo, ["rev-parse", "--verify", "--quiet", `${candidate}^{commit}`]);
    if (commit) return commit;
  }
  const shallow = gitAnswer(repo, ["rev-parse", "--is-shallow-repository"]) === "true";
  throw new PreviewChangesError(
    `The base "${base}" is not a branch, tag or commit of this repository${shallow ? " (the clone is shallow)" : ""}. ` +
      `Fetch it (git fetch origin ${base}) or name another base with --base <ref> / SITE_PREVIEW_BASE.`,
  );
}

const statusOf: Record<string, FileStatus> = { A: "added", M: "modified", D: "deleted", T: "modified" };

/** Content files that differ between the merge-base and the working tree (what a build of this checkout shows). */
function changedFiles(repo: string, mergeBase: string, contentDir: string): FileChange[] {
  const prefix = `${contentDir}/`;
  const changes = new Map<string, FileStatus>();
  const diff = git(repo, ["diff", "--name-status", "--no-renames", "-z", mergeBase, "--", contentDir]).split("\0");
  for (let index = 0; index + 1 < diff.length; index += 2) {
    const status = statusOf[diff[index]?.[0] ?? ""] ?? "modified";
    changes.set((diff[index + 1] ?? "").slice(prefix.length), status);
  }
  for (const file of git(repo, ["ls-files", "--others", "--exclude-standard", "-z", "--", contentDir]).split("\0")) {
    if (file) changes.set(file.slice(prefix.length), "added");
  }
  return [...changes].map(([file, status]) => ({ file, status })).sort((a, b) => a.file.localeCompare(b.file));
}

/** The content folder as it was at a commit, read from git objects (no checkout). */
export const contentAtCommit = (repo: string, commit: string, contentDir: string) => readCommitContent(repo, commit, contentDir);

/**
 * What changed inside each modified JSON file, from the parsed JSON of both sides: a catalogue's changed keys
 * (messages/<locale>.json), any other file's changed values; both with the old and the new text.
 */
function withChangedValues(files: FileChange[], before: readonly ContentFile[], after: readonly ContentFile[]): FileChange[] {
  const textOf = (side: readonly ContentFile[], file: string) => side.find((entry) => entry.path === file)?.text;
  return files.map((change) => {
    if (change.status !== "modified" || !change.file.endsWith(".json")) return change;
    const [was, is] = [textOf(before, change.file), textOf(after, change.file)];
    if (was === undefined || is === undefined) return change;
    if (/^messages\/[^/]+\.json$/.test(change.file)) {
      const keys = changedMessageKeys(was, is);
      return keys ? { ...change, keys } : change;
    }
    const values = changedFields(was, is);
    return values ? { ...change, fields: values.fields, ...(values.more ? { moreFields: values.more } : {}) } : change;
  });
}

/**
 * The pages a checkout changes against the merge-base of `base` and HEAD, from the content graphs of both.
 * The message keys each page reads come from the site's code in this checkout (`siteSrc`, default site/src of
 * the repository; without it a page reads its whole catalogue).
 */
export function previewChanges({ contentRoot, base, siteSrc }: { contentRoot: string; base: string; siteSrc?: string }): PreviewChanges {
  const root = resolve(contentRoot);
  const repo = gitAnswer(root, ["rev-parse", "--show-toplevel"]);
  if (!repo)
    throw new PreviewChangesError(
      `${root} is not inside a git repository, so there is no history to compare with. Run this in a clone of the repository.`,
    );
  const head = gitAnswer(repo, ["rev-parse", "--verify", "--quiet", "HEAD"]);
  if (!head) throw new PreviewChangesError("The repository has no commits yet, so there is no history to compare with.");
  const baseCommit = resolveBase(repo, base);
  const mergeBase = gitAnswer(repo, ["merge-base", baseCommit, "HEAD"]);
  if (!mergeBase) {
    throw new PreviewChangesError(
      `"${base}" and HEAD share no history` +
        (gitAnswer(repo, ["rev-parse", "--is-shallow-repository"]) === "true" ? " in this shallow clone (git fetch --unshallow)" : "") +
        ", so there is no merge-base to compare with.",
    );
  }
  const contentDir = relative(repo, root).split(sep).join("/");
  const before = contentAtCommit(repo, mergeBase, contentDir);
  const after = readContentFolder(root);
  const files = changedFiles(repo, mergeBase, contentDir);
  return { base, mergeBase, head, ...changesReport(before, after, files, siteSrc ?? join(repo, "site", "src")) };
}

type Side = { files: ContentFile[]; mediaPaths: Set<string> };

/** The pages two sides of content differ in, from the graphs of both; the message keys pages read from `siteSrc`. */
function changesReport(before: Side, after: Side, changed: FileChange[], siteSrc: string) {
  const files = withChangedValues(changed, before.files, after.files);
  const keys = existsSync(/* turbopackIgnore: true */ siteSrc) ? siteMessageReads(siteSrc).byFamily : undefined;
  const graph = (side: Side) => contentGraph(checkContent(side.files, side.mediaPaths).content, undefined, keys);
  return { files, ...changedPages(graph(before), graph(after), files) };
}

/**
 * The pages a content branch changes against `base` (main), read from git objects only (a bare clone has no working
 * tree): from the merge-base of the two to the branch's commit.
 */
export function branchChanges({ gitDir, base, head, contentDir, siteSrc }: BranchChangesRequest): PreviewChanges {
  const baseCommit = resolveBase(gitDir, base);
  const mergeBase = gitAnswer(gitDir, ["merge-base", baseCommit, head]);
  if (!mergeBase) throw new PreviewChangesError(`The branch and "${base}" share no history, so there is no merge-base to compare with.`);
  const changed = git(gitDir, ["diff-tree", "-r", "-z", "--no-renames", "--name-status", mergeBase, head, "--", contentDir]).split("\0");
  const files: FileChange[] = [];
  for (let index = 0; index + 1 < changed.length; index += 2) {
    const file = (changed[index + 1] ?? "").slice(contentDir.length + 1);
    files.push({ file, status: statusOf[changed[index]?.[0] ?? ""] ?? "modified" });
  }
  const report = changesReport(contentAtCommit(gitDir, mergeBase, contentDir), contentAtCommit(gitDir, head, contentDir), files, siteSrc);
  return { base, mergeBase, head, ...report };
}

export interface BranchChangesRequest {
  gitDir: string;
  base: string;
  head: string;
  contentDir: string;
  siteSrc: string;
}
