import type { Metadata } from "next";
import { headers } from "next/headers";
import { conflictSides } from "@storyfront/content-model/git/push-replay";
import { onlineBranch } from "@/content-branches/online-editor";
import { pushState } from "@/content-branches/push-queue";
import { ResolveConflict } from "@/studio/branches/resolve-conflict";
import { StudioRefusal } from "@/studio/online/studio-refusal";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Resolve a push conflict · Storyfront Studio" };

/**
 * A content branch whose saves the remote refused because someone else pushed the same files first (issue 40): each
 * such file with both versions, and the choice of which one stays.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ branch?: string }> }) {
  const editor = await onlineBranch((await headers()).get("host"), (await searchParams).branch ?? null);
  if (!editor.ok) return <StudioRefusal message={editor.error} />;
  const push = pushState(editor.repository, editor.branch);
  const files = push.state === "conflict" ? conflictSides(editor.repository.gitDir, editor.branch, push.files) : [];
  return <ResolveConflict branch={editor.branch} files={files} />;
}
