import { studioActionRoute } from "@/studio/handlers/studio-action-route";
import { studioStore } from "@/studio/handlers/studio-store";

export const dynamic = "force-dynamic";

/** Creates a long-form page or library entry from its template, duplicates one, or deletes one (refused while used). */
export const POST = studioActionRoute("studioDocumentAction", {
  create: (body) => ({ file: studioStore().createDocument(body.folder ?? "", body.slug ?? "") }),
  duplicate: (body) => ({ file: studioStore().duplicateDocument(body.file ?? "", body.slug ?? "") }),
  delete: (body) => ({ deleted: studioStore().deleteDocument(body.file ?? "") }),
});
