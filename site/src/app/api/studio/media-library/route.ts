// The content media library: every picture of content/media with its sizes and library entry (GET), and a
// picture's entry written (POST: alt text, decorative, focal point) — locally on the working tree, online as a
// commit on the editor's content branch, like every other Studio write (studioRoute).
import { readSiteBody } from "@/api-client/read-site-body";
import { stateChanging } from "@/requests/state-changing";
import { json, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

export const GET = (request: Request) => studioRoute(request, (store) => json({ pictures: store.listMediaLibrary() }));

export const POST = stateChanging(
  (request: Request) =>
    studioRoute(request, async (store) => {
      const read = await readSiteBody(request, "studioMediaEntry");
      if (!read.ok) return json({ error: read.message }, 400);
      // A refused entry (no picture, no alt text) is a StudioActionError: studioRoute answers 400 with the reason.
      store.saveMediaEntry(read.body.path, read.body.entry);
      const picture = store.mediaLibraryItem(read.body.path);
      return json({ picture });
    }),
  { hidden: true, maxBytes: 16 * 1024 },
);
