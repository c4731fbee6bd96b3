// The pages a content branch changes against main at one of its commits, from git objects only (the dependency graph
// of both sides), kept for the last few commits: the preview's changes page and the Studio's branch list ask often.
import { resolve } from "node:path";
import { branchChanges, type PreviewChanges } from "@storyfront/content-model/graph/git-changes";
import type { ContentRepository } from "./content-repository";

export type BranchReport = { report: PreviewChanges; error?: undefined } | { report?: undefined; error: string };

const holder = globalThis as typeof globalThis & { storyfrontBranchChanges?: Map<string, BranchReport> };
const memo = (holder.storyfrontBranchChanges ??= new Map());

export function changesOfBranch(repository: ContentRepository, commit: string): BranchReport {
  const cached = memo.get(commit);
  if (cached) return cached;
  let answer: BranchReport;
  try {
    // The message keys each page reads come from this site's own code, whichever content it serves.
    const siteSrc = resolve(/* turbopackIgnore: true */ process.cwd(), "src");
    answer = {
      report: branchChanges({ gitDir: repository.gitDir, base: repository.main, head: commit, contentDir: repository.folder, siteSrc }),
    };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  memo.set(commit, answer);
  if (memo.size > 32) memo.delete(memo.keys().next().value as string);
  return answer;
}
