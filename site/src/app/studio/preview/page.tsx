import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { branchStore, onlineBranch } from "@/content-branches/online-editor";
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
    const editor = await onlineBranch(host, branch);
    if (!editor.ok) notFound();
    return <PagePreview file={file} session={session} store={branchStore(editor.repository, editor.branch, editor.user)} />;
  }
  if (!studioEnabled() || !isLocalHost(host)) notFound();
  return <PagePreview file={file} session={session} store={studioStore()} />;
}
