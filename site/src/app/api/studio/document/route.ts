import { json, studioRoute } from "@/studio/handlers/studio-route";
import { studioStore } from "@/studio/handlers/studio-store";

export const dynamic = "force-dynamic";

/** The file as it is on disk now, with its hash (the Studio's reload after a conflict). */
export function GET(request: Request) {
  return studioRoute(request, () => {
    const file = new URL(request.url).searchParams.get("file") ?? "";
    const opened = studioStore().readDocument(file);
    return opened ? json(opened) : json({ error: `${file} is not a file the Studio edits` }, 404);
  });
}
