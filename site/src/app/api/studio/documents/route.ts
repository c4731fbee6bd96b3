import { stateChanging } from "@/route-handlers/state-changing";
import { createDocument, deleteDocument, duplicateDocument } from "@/studio/server/document-actions";
import { LandingActionError } from "@/studio/server/landing-action-error";
import { json, readJson, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";

export const dynamic = "force-dynamic";

/** Creates a long-form page or library entry from its template, duplicates one, or deletes one (refused while used). */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const body = await readJson<{ action?: string; folder?: string; slug?: string; file?: string }>(request);
      try {
        if (body.action === "create") return json({ file: createDocument(body.folder ?? "", body.slug ?? "") });
        if (body.action === "duplicate") return json({ file: duplicateDocument(body.file ?? "", body.slug ?? "") });
        if (body.action === "delete") return json({ deleted: deleteDocument(body.file ?? "") });
        return json({ error: "unknown action" }, 400);
      } catch (error) {
        if (error instanceof LandingActionError) return json({ error: error.message, problems: error.problems }, 400);
        throw error;
      }
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
