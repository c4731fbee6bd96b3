import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { branchPreviewUrl } from "@/content-branches/preview-address";
import { branchStore, onlineBranch } from "@/content-branches/online-editor";
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
  const { branch: requested = "", file = "landings/home.json", variant } = await searchParams;
  const editor = await onlineBranch(host, requested);
  if (!editor.ok) return <StudioRefusal message={editor.error} />;
  const previewUrl = branchPreviewUrl(studioSiteBaseUrl(site, siteConfig), editor.branch, editor.repository.main);
  const online = { branch: editor.branch, previewUrl, changesUrl: `${previewUrl}/_preview/changes` };
  return (
    <OnlineBranchProvider branch={online}>
      <meta name={studioBranchMeta} content={editor.branch} />
      <StudioEditor store={branchStore(editor.repository, editor.branch, editor.user)} file={file} variant={variant} />
    </OnlineBranchProvider>
  );
}
