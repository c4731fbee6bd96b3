import type { Metadata } from "next";
import { headers } from "next/headers";
import { BranchesView } from "@/studio/branches/branches-view";
import { StudioRefusal } from "@/studio/online/studio-refusal";
import { onlineEditor } from "@/content-branches/online-editor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Content branches · Storyfront Studio" };

/** The content files' branches (issue 40): open one to edit, preview it, see what it changes, merge it. */
export default async function Page({ searchParams }: { searchParams: Promise<{ merged?: string | string[] }> }) {
  const editor = await onlineEditor((await headers()).get("host"));
  if (!editor.ok) return <StudioRefusal message={editor.error} />;
  const { merged } = await searchParams;
  return <BranchesView repository={editor.repository} user={editor.user} justMerged={typeof merged === "string" ? merged : undefined} />;
}
