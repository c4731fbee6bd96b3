import { createDocument, deleteDocument, duplicateDocument } from "@/studio/server/document-actions";
import { studioActionRoute } from "@/studio/server/studio-action-route";

export const dynamic = "force-dynamic";

/** Creates a long-form page or library entry from its template, duplicates one, or deletes one (refused while used). */
export const POST = studioActionRoute({
  create: (body) => ({ file: createDocument(body.folder ?? "", body.slug ?? "") }),
  duplicate: (body) => ({ file: duplicateDocument(body.file ?? "", body.slug ?? "") }),
  delete: (body) => ({ deleted: deleteDocument(body.file ?? "") }),
});
