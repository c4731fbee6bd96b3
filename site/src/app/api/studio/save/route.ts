import { stateChanging } from "@/requests/state-changing";
import { readSiteBody } from "@/api-client/read-site-body";
import { json, studioDocumentBytes, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/**
 * Writes the document in the canonical format. Refused with 409 when the file changed on disk since it was
 * opened (never overwritten silently) and with 422 while the checker finds errors (warnings do not block).
 */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async (store) => {
      const read = await readSiteBody(request, "studioSave");
      if (!read.ok) return json({ error: read.message }, 400);
      const { file, data, hash } = read.body;
      const { outcome, ...result } = store.saveDocument(file, data, hash);
      switch (outcome) {
        case "not editable":
          return json({ error: `${file} is not a file the Studio edits` }, 400);
        case "conflict":
          return json({ conflict: true, error: `${file} changed on disk since you opened it` }, 409);
        case "refused":
          return json({ ...result, error: "fix the errors before saving" }, 422);
        case "saved":
          return json(result);
      }
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
