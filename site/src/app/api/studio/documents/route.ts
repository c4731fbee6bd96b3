import { studioActionRoute } from "@/studio/handlers/studio-action-route";

export const dynamic = "force-dynamic";

/** Creates a long-form page or library entry from its template, duplicates one, or deletes one (refused while used). */
export const POST = studioActionRoute("studioDocumentAction", {
  create: (body, store) => ({ file: store.createDocument(body.folder ?? "", body.slug ?? "") }),
  duplicate: (body, store) => ({ file: store.duplicateDocument(body.file ?? "", body.slug ?? "") }),
  delete: (body, store) => ({ deleted: store.deleteDocument(body.file ?? "") }),
});
