import { json, studioRoute } from "@/studio/server/studio-route";
import { studioChanges } from "@/studio/server/studio-changes";

export const dynamic = "force-dynamic";

/** What the working tree changes against the base, and the pages it touches with reasons (as preview:changes). */
export function GET(request: Request) {
  return studioRoute(request, () => json(studioChanges()));
}
