import { isEditableFile } from "@storyfront/content-store";
import { stateChanging } from "@/requests/state-changing";
import { readSiteBody } from "@/api-client/read-site-body";
import { json, studioDocumentBytes, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** The checker's problems with the document in memory (not saved), for the fields and the list. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async (store) => {
      const read = await readSiteBody(request, "studioCheck");
      if (!read.ok) return json({ error: read.message }, 400);
      const { file, data } = read.body;
      if (!isEditableFile(file)) return json({ error: `${file} is not a file the Studio edits` }, 400);
      // An MDX page keeps its front matter's comments, as Save will: the problems' lines are the saved file's.
      return json(store.checkDocument(file, data));
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
