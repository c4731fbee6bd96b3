// When a content file last changed, for the sitemap's <lastmod>: the time of the last git commit that
// touched it, else its modification time (a deploy without .git). Read once per process: one `git log`
// over the whole content folder, not one per file.
import { statSync } from "node:fs";
import { join, relative } from "node:path";
import { gitAnswer, tryGit } from "@storyfront/content-model/git/git";
import { contentRoot } from "@/page-data/content";

let commitTimes: Map<string, Date> | undefined;

function readCommitTimes(root: string): Map<string, Date> {
  const times = new Map<string, Date>();
  const top = gitAnswer(root, ["rev-parse", "--show-toplevel"]);
  const log = top ? tryGit(root, ["log", "--format=@%ct", "--name-only", "--", "."]) : undefined;
  // No git or no repository: modification times only.
  if (!top || log === undefined) return times;
  let current: Date | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith("@")) current = new Date(Number(line.slice(1)) * 1000);
    else if (line && current) {
      // Newest commits come first: keep the first time seen for each file.
      const file = relative(root, join(top, line));
      if (!times.has(file)) times.set(file, current);
    }
  }
  return times;
}

/** Last change of a file given relative to content/ (as the content index names it). */
export function contentLastModified(file: string, root = contentRoot()): Date | undefined {
  commitTimes ??= readCommitTimes(root);
  const committed = commitTimes.get(file);
  if (committed) return committed;
  try {
    return statSync(join(root, file)).mtime;
  } catch {
    return undefined;
  }
}
