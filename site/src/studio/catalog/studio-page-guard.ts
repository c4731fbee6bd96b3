// The catalogue pages are served where the Studio is: `npm run studio` on this machine's own host names (404 elsewhere,
// as the Studio's first page does). The online Studio host decides this in one place when it lands.
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export async function guardStudioPage(): Promise<void> {
  if (!studioEnabled() || !isLocalHost((await headers()).get("host"))) notFound();
}
