import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { branchStore, contentBranch, onlineEditor } from "@/content-branches/online-editor";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite } from "@/domain/studio-host";
import { studioStore } from "@/studio/handlers/studio-store";
import { PagePreview } from "@/studio/long-form/rendered-page";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ file?: string; session?: string; branch?: string }> };

/**
 * The rendered long-form page beside the Studio's text editor (its frame): in dev on this machine, as /studio, on the
 * working tree; on the online Studio's host, on the content branch the editor edits.
 */
export default async function StudioPreviewPage({ searchParams }: Props) {
  const host = (await headers()).get("host");
  const { file = "", session = "", branch = "" } = await searchParams;
  if (findStudioSite(host, siteConfig)) {
    const editor = await onlineEditor(host);
    const found = editor.ok ? contentBranch(editor.repository, branch) : undefined;
    if (!editor.ok || !found || "error" in found) notFound();
    return <PagePreview file={file} session={session} store={branchStore(editor.repository, found.branch, editor.user)} />;
  }
  if (!studioEnabled() || !isLocalHost(host)) notFound();
  return <PagePreview file={file} session={session} store={studioStore()} />;
}
