import { stateChanging } from "@/route-handlers/state-changing";
import { createLanding, deleteLanding, duplicateLanding, LandingActionError, translateFile } from "@/studio/server/landing-actions";
import { json, readJson, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";

export const dynamic = "force-dynamic";

/** Creates a landing from the template, duplicates one, or deletes one (refused while other pages use it). */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const body = await readJson<{ action?: string; slug?: string; file?: string; locale?: string }>(request);
      try {
        if (body.action === "create") return json({ file: createLanding(body.slug ?? "") });
        if (body.action === "duplicate") return json({ file: duplicateLanding(body.file ?? "", body.slug ?? "") });
        if (body.action === "translate") return json({ file: translateFile(body.file ?? "", body.locale ?? "") });
        if (body.action === "delete") return json({ deleted: deleteLanding(body.file ?? "") });
        return json({ error: "unknown action" }, 400);
      } catch (error) {
        if (error instanceof LandingActionError) return json({ error: error.message, problems: error.problems }, 400);
        throw error;
      }
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
