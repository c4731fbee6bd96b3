import { stateChanging } from "@/route-handlers/state-changing";
import { checkDocument } from "@/studio/server/check-document";
import { isEditableFile, readContentFile } from "@/studio/server/content-files";
import { serializeDocument } from "@/studio/server/serialize";
import { json, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";
import { readSiteBody } from "@/api-client/read-site-body";

export const dynamic = "force-dynamic";

/** The checker's problems with the document in memory (not saved), for the fields and the list. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const read = await readSiteBody(request, "studioCheck");
      if (!read.ok) return json({ error: read.message }, 400);
      const { file, data } = read.body;
      if (!isEditableFile(file)) return json({ error: `${file} is not a file the Studio edits` }, 400);
      // An MDX page keeps its front matter's comments, as Save will: the problems' lines are the saved file's.
      return json(checkDocument(file, serializeDocument(file, data, readContentFile(file)?.text)));
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
