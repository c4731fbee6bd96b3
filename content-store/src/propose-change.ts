// Proposes the working tree's content changes as one commit on a new branch content/<name>, through the git
// binary with argument arrays (no shell). The commit is built in a temporary index from HEAD plus the content
// folder, so the marketer's current branch, index and files stay exactly as they were.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { git as gitRaw, gitAnswer } from "@storyfront/content-model/git/git";
import type { ContentSource } from "./content-source";

export class ProposeError extends Error {}

const git = (cwd: string, args: string[], env?: NodeJS.ProcessEnv) => gitRaw(cwd, args, { env }).trim();

export const branchNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface Proposal {
  branch: string;
  commit: string;
  files: string[];
}

/** Changed content files of the working tree against HEAD (untracked ones included), relative to content/. */
export function uncommittedContentFiles({ root }: ContentSource): string[] {
  const repo = git(root, ["rev-parse", "--show-toplevel"]);
  const folder = relative(repo, root) || ".";
  // Not trimmed: each entry starts with its two status letters, the first of which may be a space.
  const status = gitRaw(repo, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", folder]);
  return status
    .split("\0")
    .filter((entry) => entry.length > 3)
    .map((entry) => relative(folder, entry.slice(3)))
    .filter((file) => !file.startsWith(".."));
}

export function proposeChange({ name, message }: { name: string; message: string }, source: ContentSource): Proposal {
  const { root } = source;
  if (!branchNamePattern.test(name)) throw new ProposeError("name the change with lower-case words joined by hyphens, e.g. spring-offer");
  if (message.trim() === "") throw new ProposeError("write a message saying what the change does");
  const repo = git(root, ["rev-parse", "--show-toplevel"]);
  const branch = `content/${name}`;
  if (gitAnswer(repo, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]))
    throw new ProposeError(`the branch ${branch} exists already: pick another name`);
  const files = uncommittedContentFiles(source);
  if (files.length === 0) throw new ProposeError("there is no change to propose");
  const head = git(repo, ["rev-parse", "HEAD"]);
  const scratch = mkdtempSync(join(tmpdir(), "studio-index-"));
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(scratch, "index") };
    git(repo, ["read-tree", head], env);
    git(repo, ["add", "--all", "--", relative(repo, root) || "."], env);
    const tree = git(repo, ["write-tree"], env);
    const commit = git(repo, ["commit-tree", tree, "-p", head, "-m", message.trim()], env);
    git(repo, ["branch", branch, commit]);
    return { branch, commit, files };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
