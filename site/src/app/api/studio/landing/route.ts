import { studioActionRoute } from "@/studio/handlers/studio-action-route";
import { studioStore } from "@/studio/handlers/studio-store";

export const dynamic = "force-dynamic";

/** Creates a landing from the template, duplicates or translates one, or deletes one (refused while other pages use it). */
export const POST = studioActionRoute("studioLandingAction", {
  create: (body) => ({ file: studioStore().createLanding(body.slug ?? "") }),
  duplicate: (body) => ({ file: studioStore().duplicateLanding(body.file ?? "", body.slug ?? "") }),
  translate: (body) => ({ file: studioStore().translateLanding(body.file ?? "", body.locale ?? "") }),
  delete: (body) => ({ deleted: studioStore().deleteLanding(body.file ?? "") }),
});
