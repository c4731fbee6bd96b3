// Production follows main: fetch (with a remote), read and check main's newest commit, and revalidate exactly the
// pages the dependency graph says changed. Runs in a route handler (revalidatePath needs Next's request context).
import { revalidatePath } from "next/cache";
import { fetchContent, type ContentRepository } from "./content-repository";
import { changedPagePaths } from "./changed-paths";
import { followMain } from "./production-content";

export type SyncAnswer =
  | { status: "unchanged"; commit: string }
  | { status: "moved"; commit: string; from?: string; revalidated: string[] }
  | { status: "refused"; commit: string; problems: string };

export async function syncProduction(repository: ContentRepository): Promise<SyncAnswer> {
  await fetchContent(repository);
  const outcome = followMain(repository);
  if (outcome.kind === "unchanged") return { status: "unchanged", commit: outcome.commit };
  if (outcome.kind === "refused") return { status: "refused", commit: outcome.refusal.commit, problems: outcome.refusal.error.message };
  const { from, to } = outcome;
  if (!from) {
    // This process's first content: pages kept from before it started (the shared Redis cache, .next/cache) may
    // show any older commit, so all of them render anew.
    revalidatePath("/", "layout");
    return { status: "moved", commit: to.commit, revalidated: ["/"] };
  }
  const paths = changedPagePaths(from.content, to.content);
  for (const path of paths) revalidatePath(path);
  return { status: "moved", commit: to.commit, from: from.commit, revalidated: paths };
}
