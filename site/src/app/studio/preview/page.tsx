import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PagePreview } from "@/studio/long-form/rendered-page";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ file?: string; session?: string }> };

/** The rendered long-form page beside the Studio's text editor (its frame); dev and this machine only, as /studio. */
export default async function StudioPreviewPage({ searchParams }: Props) {
  if (!studioEnabled() || !isLocalHost((await headers()).get("host"))) notFound();
  const { file = "", session = "" } = await searchParams;
  return <PagePreview file={file} session={session} />;
}
