// The online Studio's pages are served where the Studio is: on its own host (whose door, the proxy's studio-answer.ts,
// let only its users in) and with `npm run studio` on this machine's own host names; 404 anywhere else.
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite } from "@/domain/studio-host";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export async function guardStudioPage(): Promise<void> {
  const host = (await headers()).get("host");
  if (findStudioSite(host, siteConfig)) return;
  if (!studioEnabled() || !isLocalHost(host)) notFound();
}
