import { createLanding, deleteLanding, duplicateLanding, translateFile } from "@/studio/server/landing-actions";
import { studioActionRoute } from "@/studio/server/studio-action-route";

export const dynamic = "force-dynamic";

/** Creates a landing from the template, duplicates or translates one, or deletes one (refused while other pages use it). */
export const POST = studioActionRoute({
  create: (body) => ({ file: createLanding(body.slug ?? "") }),
  duplicate: (body) => ({ file: duplicateLanding(body.file ?? "", body.slug ?? "") }),
  translate: (body) => ({ file: translateFile(body.file ?? "", body.locale ?? "") }),
  delete: (body) => ({ deleted: deleteLanding(body.file ?? "") }),
});
