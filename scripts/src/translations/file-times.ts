// When each content file last changed: its last commit time from git history, or its file time when git
// has no clean record of it (no repository, not committed, or changed since the last commit).
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join, relative } from "node:path";

export interface FileTimes {
  /** ms since epoch, per path relative to the content folder */
  changedAt: (file: string) => number | undefined;
  source: "git" | "file time";
}

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** One git log over the folder: the first time a file appears (newest first) is its last commit. */
function lastCommitTimes(root: string): Map<string, number> | undefined {
  const top = git(root, ["rev-parse", "--show-toplevel"])?.trim();
  if (!top) return undefined;
  const log = git(root, ["log", "--format=%x00%ct", "--name-only", "--no-renames", "--", "."]);
  if (log === undefined) return undefined;
  const prefix = relative(top, root).split("\\").join("/");
  const times = new Map<string, number>();
  let time = 0;
  for (const line of log.split("\n")) {
    if (line.startsWith("\0")) time = Number(line.slice(1)) * 1000;
    else if (line.trim()) {
      const file = prefix ? line.slice(prefix.length + 1) : line;
      if (!times.has(file)) times.set(file, time);
    }
  }
  // Changed or new files: their own time is newer than any commit.
  const status = git(root, ["status", "--porcelain", "--untracked-files=all", "--", "."]) ?? "";
  for (const line of status.split("\n")) {
    const path = line.slice(3).trim();
    if (path) times.delete(prefix ? path.slice(prefix.length + 1) : path);
  }
  return times;
}

function fileTime(root: string, file: string): number | undefined {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export function fileTimes(root: string): FileTimes {
  const committed = lastCommitTimes(root);
  if (!committed || committed.size === 0) return { source: "file time", changedAt: (file) => fileTime(root, file) };
  return { source: "git", changedAt: (file) => committed.get(file) ?? fileTime(root, file) };
}
