import { stateChanging } from "@/route-handlers/state-changing";
import { checkDocument } from "@/studio/server/check-document";
import { hashOf, isEditableFile, readContentFile, writeContentFile } from "@/studio/server/content-files";
import { serializeDocument } from "@/studio/server/serialize";
import { json, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";
import { readSiteBody } from "@/api-client/read-site-body";

export const dynamic = "force-dynamic";

/**
 * Writes the document in the canonical format. Refused with 409 when the file changed on disk since it was
 * opened (never overwritten silently) and with 422 while the checker finds errors (warnings do not block).
 */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const read = await readSiteBody(request, "studioSave");
      if (!read.ok) return json({ error: read.message }, 400);
      const { file, data, hash } = read.body;
      if (!isEditableFile(file)) return json({ error: `${file} is not a file the Studio edits` }, 400);
      const onDisk = readContentFile(file);
      if (!onDisk || onDisk.hash !== hash) return json({ conflict: true, error: `${file} changed on disk since you opened it` }, 409);
      const text = serializeDocument(file, data, onDisk.text);
      const problems = checkDocument(file, text);
      if (problems.errors.length > 0) return json({ ...problems, error: "fix the errors before saving" }, 422);
      if (text !== onDisk.text) writeContentFile(file, text);
      return json({ ...problems, hash: hashOf(text), changed: text !== onDisk.text });
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
