// A push conflict resolved from the Studio (issue 40): another instance pushed the same files first, so the editor
// chooses, per file, whose version stays; the branch becomes the remote's newest commit plus the rest of our saves,
// and is pushed again. Nothing is overwritten without that choice.
import { resolvePushConflict, type ConflictChoice } from "@storyfront/content-model/git/push-replay";
import type { ContentRepository } from "./content-repository";
import { pushResolved } from "./push-queue";

export type ResolveAnswer =
  | { status: "resolved"; branch: string }
  | { status: "conflict"; files: string[] }
  | { status: "moved" }
  | { status: "offline"; error: string };

export async function resolveConflict(
  repository: ContentRepository,
  branch: string,
  choices: Record<string, ConflictChoice>,
): Promise<ResolveAnswer> {
  if (!repository.remote) return { status: "resolved", branch };
  const result = await resolvePushConflict(repository.gitDir, branch, new Map(Object.entries(choices))).catch((error: unknown) => ({
    kind: "offline" as const,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (result.kind === "resolved") {
    pushResolved(repository, branch);
    return { status: "resolved", branch };
  }
  if (result.kind === "conflict") return { status: "conflict", files: result.files };
  return result.kind === "moved" ? { status: "moved" } : { status: "offline", error: result.error };
}
