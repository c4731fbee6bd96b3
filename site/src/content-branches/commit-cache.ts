// The checked content of recent commits, bounded: a preview reads its branch's newest commit on each request, and
// checking a commit's files costs far more than finding the commit, so each commit is read and checked once. Twenty
// open previews on a few commits keep a few indexes; the oldest goes when the bound is passed.
import type { ContentIndex } from "@storyfront/content-model";
import { readCommitContent } from "@storyfront/content-model/git/commit-content";
import { checkedContent, ContentError } from "@/page-data/content/checked-content";
import type { ContentRepository } from "./content-repository";

/** A commit's content, or the problems that keep it from being served. */
export type CheckedCommit = { commit: string; content: ContentIndex } | { commit: string; error: ContentError };

const limit = Math.max(1, Number(process.env.CONTENT_COMMIT_CACHE ?? 8));
const holder = globalThis as typeof globalThis & { storyfrontCommits?: Map<string, CheckedCommit> };
const recent = (holder.storyfrontCommits ??= new Map());

export function checkedCommit(repository: ContentRepository, commit: string): CheckedCommit {
  const cached = recent.get(commit);
  if (cached) {
    // Most recently used last: a Map keeps insertion order, so the first entry is the one to drop.
    recent.delete(commit);
    recent.set(commit, cached);
    return cached;
  }
  const checked = check(repository, commit);
  recent.set(commit, checked);
  while (recent.size > limit) recent.delete(recent.keys().next().value as string);
  return checked;
}

function check(repository: ContentRepository, commit: string): CheckedCommit {
  try {
    return { commit, content: checkedContent(readCommitContent(repository.gitDir, commit, repository.folder)) };
  } catch (error) {
    if (error instanceof ContentError) return { commit, error };
    throw error;
  }
}
