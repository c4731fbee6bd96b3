import { json, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** The file as it is on disk now, with its hash (the Studio's reload after a conflict). */
export function GET(request: Request) {
  return studioRoute(request, (store) => {
    const file = new URL(request.url).searchParams.get("file") ?? "";
    const opened = store.readDocument(file);
    return opened ? json(opened) : json({ error: `${file} is not a file the Studio edits` }, 404);
  });
}
