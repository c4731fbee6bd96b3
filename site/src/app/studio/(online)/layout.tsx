import type { ReactNode } from "react";
import { guardStudioPage } from "@/studio/online/studio-page-guard";
import { StudioShell } from "@/studio/online/studio-shell";
import { contentRepository } from "@/content-branches/content-repository";

export const dynamic = "force-dynamic";

/** The online Studio's sections (the API's content): its frame, where the Studio is served. */
export default async function OnlineStudioLayout({ children }: { children: ReactNode }) {
  await guardStudioPage();
  return <StudioShell contentFiles={contentRepository() !== undefined}>{children}</StudioShell>;
}
