import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { StudioEditor } from "@/studio/editor/studio-editor";
import { studioStore } from "@/studio/handlers/studio-store";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite } from "@/domain/studio-host";
import { StudioHome } from "@/studio/online/studio-home";
import { contentRepository } from "@/content-branches/content-repository";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ file?: string; variant?: string }> };

/**
 * The Studio: the content files' editor in dev only, started by `npm run studio`, on this machine's host only (404
 * otherwise, as in production); on the online Studio's host, its home (content files are edited at /studio/edit).
 */
export default async function StudioPage({ searchParams }: Props) {
  const host = (await headers()).get("host");
  // Online, on the Studio's own host (the proxy let only its users in): the sections of the API's content.
  if (findStudioSite(host, siteConfig)) return <StudioHome contentFiles={contentRepository() !== undefined} />;
  if (!studioEnabled() || !isLocalHost(host)) notFound();
  const { file = "landings/home.json", variant } = await searchParams;
  return <StudioEditor store={studioStore()} file={file} variant={variant} />;
}
