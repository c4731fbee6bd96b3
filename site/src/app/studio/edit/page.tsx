import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { branchPreviewUrl } from "@/content-branches/preview-address";
import { branchStore, contentBranch, onlineEditor } from "@/content-branches/online-editor";
import { studioBranchMeta } from "@/content-branches/studio-branch-header";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite, studioSiteBaseUrl } from "@/domain/studio-host";
import { StudioEditor } from "@/studio/editor/studio-editor";
import { OnlineBranchProvider } from "@/studio/online/branch-context";
import { StudioRefusal } from "@/studio/online/studio-refusal";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ branch?: string; file?: string; variant?: string }> };

/**
 * The online Studio's editor of content files (issue 40): the local Studio's editor on a content branch, for a signed-in
 * user with the page-edit permission. Every save is a commit by them on the branch; its preview shows it at once.
 */
export default async function OnlineEditorPage({ searchParams }: Props) {
  const host = (await headers()).get("host");
  const site = findStudioSite(host, siteConfig);
  if (!site) notFound();
  const editor = await onlineEditor(host);
  if (!editor.ok) return <StudioRefusal message={editor.error} />;
  const { branch: requested = "", file = "landings/home.json", variant } = await searchParams;
  const found = contentBranch(editor.repository, requested);
  if ("error" in found) return <StudioRefusal message={found.error} />;
  const previewUrl = branchPreviewUrl(studioSiteBaseUrl(site, siteConfig), found.branch, editor.repository.main);
  const online = { branch: found.branch, previewUrl, changesUrl: `${previewUrl}/_preview/changes` };
  return (
    <OnlineBranchProvider branch={online}>
      <meta name={studioBranchMeta} content={found.branch} />
      <StudioEditor store={branchStore(editor.repository, found.branch, editor.user)} file={file} variant={variant} />
    </OnlineBranchProvider>
  );
}
