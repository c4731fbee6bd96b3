// The open content branches as reviewers see them in the Studio: the last commit (who, when, what), whether it
// reached the remote, the pages it changes against main and the checker's verdict on its content.
import { git } from "@storyfront/content-model/git/git";
import { problemLine } from "@/page-data/content/problem-line";
import { changesOfBranch } from "./branch-changes";
import { checkedCommit } from "./commit-cache";
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
