import { studioActionRoute } from "@/studio/handlers/studio-action-route";

export const dynamic = "force-dynamic";

/** Creates a landing from the template, duplicates or translates one, or deletes one (refused while other pages use it). */
export const POST = studioActionRoute("studioLandingAction", {
  create: (body, store) => ({ file: store.createLanding(body.slug ?? "") }),
  duplicate: (body, store) => ({ file: store.duplicateLanding(body.file ?? "", body.slug ?? "") }),
  translate: (body, store) => ({ file: store.translateLanding(body.file ?? "", body.locale ?? "") }),
  delete: (body, store) => ({ deleted: store.deleteLanding(body.file ?? "") }),
});
