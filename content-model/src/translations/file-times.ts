// Node-only (runs git), imported by path. When each content file last changed: its last commit time from git
// history, or its file time when git has no clean record of it (no repository, not committed, or changed since
// the last commit); and what a source file held when its translation last changed, to name the texts since.
import { statSync } from "node:fs";
import { join, relative } from "node:path";
import { tryGit as git } from "../git/git";

export interface FileTimes {
  /** ms since epoch, per path relative to the content folder */
  changedAt: (file: string) => number | undefined;
  source: "git" | "file time";
  /** The source's text at the translation's last commit (at HEAD for an uncommitted translation); git only. */
  sourceAsOf?: (source: string, translation: string) => string | undefined;
}

interface LastCommit {
  time: number;
  commit: string;
}

/** A log's files (relative to `prefix`) with their last commit: the first time a file appears (newest first). */
function lastCommitsIn(log: string, prefix: string): Map<string, LastCommit> {
  const times = new Map<string, LastCommit>();
  let last: LastCommit = { time: 0, commit: "" };
  for (const line of log.split("\n")) {
    if (line.startsWith("\0")) {
      const [time = "0", commit = ""] = line.slice(1).split(" ");
      last = { time: Number(time) * 1000, commit };
    } else if (line.trim()) {
      const file = prefix ? line.slice(prefix.length + 1) : line;
      if (!times.has(file)) times.set(file, last);
    }
  }
  return times;
}

/** One git log over the folder: the first time a file appears (newest first) is its last commit. */
function lastCommits(root: string): { commits: Map<string, LastCommit>; prefix: string } | undefined {
  const top = git(root, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top) return undefined;
  const log = git(root, ["log", "--format=%x00%ct %H", "--name-only", "--no-renames", "--", "."]);
  if (log === undefined) return undefined;
  const prefix = relative(top, root).split("\\").join("/");
  const times = lastCommitsIn(log, prefix);
  // Changed or new files: their own time is newer than any commit.
  const status = git(root, ["status", "--porcelain", "--untracked-files=all", "--", "."]) ?? "";
  for (const line of status.split("\n")) {
    const path = line.slice(3).trim();
    if (path) times.delete(prefix ? path.slice(prefix.length + 1) : path);
  }
  return { commits: times, prefix };
}

/** The same from a commit of a bare repository (the online Studio's branch): its history only, nothing uncommitted. */
export function fileTimesAt(gitDir: string, commit: string, folder: string): FileTimes {
  const log = git(gitDir, ["log", "--format=%x00%ct %H", "--name-only", "--no-renames", commit, "--", folder]) ?? "";
  const commits = lastCommitsIn(log, folder);
  return {
    source: "git",
    changedAt: (file) => commits.get(file)?.time,
    sourceAsOf: (source, translation) => git(gitDir, ["show", `${commits.get(translation)?.commit ?? commit}:${folder}/${source}`]),
  };
}

function fileTime(root: string, file: string): number | undefined {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export function fileTimes(root: string): FileTimes {
  const history = lastCommits(root);
  if (!history || history.commits.size === 0) return { source: "file time", changedAt: (file) => fileTime(root, file) };
  const { commits, prefix } = history;
  return {
    source: "git",
    changedAt: (file) => commits.get(file)?.time ?? fileTime(root, file),
    // `git show <commit>:<path>` wants the path from the repository's top; undefined where the source did not exist.
    sourceAsOf: (source, translation) =>
      git(root, ["show", `${commits.get(translation)?.commit ?? "HEAD"}:${prefix ? `${prefix}/` : ""}${source}`]),
  };
}
