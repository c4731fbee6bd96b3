// The open content branches as reviewers see them in the Studio: the last commit (who, when, what), whether it
// reached the remote, the pages it changes against main and the checker's verdict on its content.
import { git } from "@storyfront/content-model/git/git";
import { problemLine } from "@/page-data/content/problem-line";
import { changesOfBranch } from "./branch-changes";
import { checkedCommit } from "./commit-cache";
import { mergeSubject } from "./merge";
import type { ContentRepository } from "./content-repository";
import { pushState, type PushState } from "./push-queue";

export interface BranchSummary {
  /** content/<name> */
  branch: string;
  name: string;
  commit: string;
  author: string;
  date: string;
  subject: string;
  push: PushState;
  /** The pages it adds, changes or removes against main (undefined when they could not be worked out). */
  changedPages?: number;
  /** The checker's errors in the branch's content (0: it could merge as far as the content goes). */
  errors: number;
  firstError?: string;
}

// The checker's verdict per commit, small and kept long: the commit cache holds a few whole indexes only.
const verdicts = new Map<string, Pick<BranchSummary, "errors" | "firstError">>();

function verdictOf(repository: ContentRepository, commit: string): Pick<BranchSummary, "errors" | "firstError"> {
  let verdict = verdicts.get(commit);
  if (!verdict) {
    const checked = checkedCommit(repository, commit);
    const first = "error" in checked ? checked.error.problems[0] : undefined;
    verdict = {
      errors: "error" in checked ? checked.error.problems.length : 0,
      ...(first ? { firstError: problemLine(first) } : {}),
    };
    verdicts.set(commit, verdict);
    if (verdicts.size > 500) verdicts.delete(verdicts.keys().next().value as string);
  }
  return verdict;
}

export function contentBranches(repository: ContentRepository): BranchSummary[] {
  const format = "%(refname:short)%00%(objectname)%00%(authorname)%00%(authordate:iso-strict)%00%(subject)";
  const refs = git(repository.gitDir, ["for-each-ref", "--sort=-authordate", `--format=${format}`, "refs/heads/content/"]);
  return refs
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [branch = "", commit = "", author = "", date = "", subject = ""] = line.split("\0");
      const changes = changesOfBranch(repository, commit).report;
      return {
        branch,
        name: branch.slice("content/".length),
        commit,
        author,
        date,
        subject,
        push: pushState(repository, branch),
        ...(changes ? { changedPages: changes.pages.length } : {}),
        ...verdictOf(repository, commit),
      };
    });
}

export interface MergedBranch {
  branch: string;
  /** The merge commit on main. */
  commit: string;
  /** Who merged it. */
  author: string;
  date: string;
}

/** The content branches merged into main most recently, from main's own history (the Studio's merge commits). */
export function recentMerges(repository: ContentRepository, limit = 8): MergedBranch[] {
  const format = "%H%x00%an%x00%aI%x00%s";
  const log = git(repository.gitDir, [
    "log",
    "--first-parent",
    "--merges",
    `-n${limit * 4}`,
    `--format=${format}`,
    `refs/heads/${repository.main}`,
  ]);
  // The subject around the branch's name, as merge.ts writes it.
  const [before = "", after = ""] = mergeSubject("\0", repository.main).split("\0");
  return log
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      const [commit = "", author = "", date = "", text = ""] = line.split("\0");
      const branch = text.startsWith(`${before}content/`) && text.endsWith(after) ? text.slice(before.length, -after.length) : "";
      return branch ? [{ branch, commit, author, date }] : [];
    })
    .slice(0, limit);
}
