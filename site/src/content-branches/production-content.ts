// What production serves when content comes from git: the newest commit of main that passed the checker. A new
// commit (a merge in the Studio, a push announced by the webhook or seen by the poll) is read and checked first; a
// broken one is refused, logged and kept for reviewers to see, and the previous content keeps serving.
import type { ContentIndex } from "@storyfront/content-model";
import { resolveCommit } from "@storyfront/content-model/git/branch-commits";
import type { ContentError } from "@/page-data/content/checked-content";
import { checkedCommit } from "./commit-cache";
import type { ContentRepository } from "./content-repository";

export interface ProductionState {
  commit: string;
  content: ContentIndex;
  since: string;
}
export interface Refusal {
  commit: string;
  error: ContentError;
  at: string;
}

const holder = globalThis as typeof globalThis & { storyfrontProduction?: { served?: ProductionState; refused?: Refusal } };
const state = (holder.storyfrontProduction ??= {});

/** The production content; the first call reads main (a broken main at start serves nothing: the error says why). */
export function productionContent(repository: ContentRepository): ContentIndex {
  if (!state.served) {
    const outcome = followMain(repository);
    if (outcome.kind === "refused" && !state.served) throw outcome.refusal.error;
  }
  return (state.served as ProductionState).content;
}

export const servedProduction = (): ProductionState | undefined => state.served;
export const refusedProduction = (): Refusal | undefined => state.refused;

export type FollowOutcome =
  | { kind: "unchanged"; commit: string }
  | { kind: "moved"; from: ProductionState | undefined; to: ProductionState }
  | { kind: "refused"; refusal: Refusal };

/** Moves production to main's newest commit when it passes the checker. */
export function followMain(repository: ContentRepository): FollowOutcome {
  const commit = resolveCommit(repository.gitDir, `refs/heads/${repository.main}`);
  if (!commit) throw new Error(`The content repository has no branch ${repository.main}.`);
  if (state.served?.commit === commit) return { kind: "unchanged", commit };
  if (state.refused?.commit === commit) return { kind: "refused", refusal: state.refused };
  const checked = checkedCommit(repository, commit);
  if ("error" in checked) {
    state.refused = { commit, error: checked.error, at: new Date().toISOString() };
    console.error(
      `Content commit ${commit.slice(0, 12)} on ${repository.main} refused; still serving the previous content.\n${checked.error.message}`,
    );
    return { kind: "refused", refusal: state.refused };
  }
  const from = state.served;
  state.served = { commit, content: checked.content, since: new Date().toISOString() };
  state.refused = undefined;
  return { kind: "moved", from, to: state.served };
}
