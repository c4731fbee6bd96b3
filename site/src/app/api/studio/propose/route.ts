import { stateChanging } from "@/route-handlers/state-changing";
import { proposeChange, ProposeError } from "@/studio/server/propose-change";
import { studioBase } from "@/studio/server/studio-changes";
import { json, readJson, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";

export const dynamic = "force-dynamic";

/** Commits the content changes to a new branch content/<name>; the working tree stays as it is. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const body = await readJson<{ name?: string; message?: string }>(request);
      try {
        return json({ ...proposeChange({ name: body.name ?? "", message: body.message ?? "" }), base: studioBase() });
      } catch (error) {
        if (error instanceof ProposeError) return json({ error: error.message }, 400);
        throw error;
      }
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
