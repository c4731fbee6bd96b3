// One POST route per kind of Studio file action (landings, long-form pages and library entries): the body names
// the action, and a refusal (StudioActionError) is a 400 with the reason and the problems it would cause.
import { stateChanging } from "@/requests/state-changing";
import { StudioActionError, type ContentStore } from "@storyfront/content-store";
import { readSiteBody, type SiteCallBody } from "@/api-client/read-site-body";
import { json, studioDocumentBytes, studioRoute } from "./studio-route";

type ActionCall = "studioLandingAction" | "studioDocumentAction";
export type ActionBody = SiteCallBody<ActionCall>;

export function studioActionRoute(
  call: ActionCall,
  actions: Record<string, (body: ActionBody, store: ContentStore) => Record<string, unknown>>,
) {
  return stateChanging(
    (request: Request) =>
      studioRoute(request, async (store) => {
        const read = await readSiteBody(request, call);
        if (!read.ok) return json({ error: read.message }, 400);
        const body = read.body;
        const action = Object.hasOwn(actions, body.action) ? actions[body.action] : undefined;
        if (!action) return json({ error: "unknown action" }, 400);
        try {
          return json(action(body, store));
        } catch (error) {
          if (error instanceof StudioActionError) return json({ error: error.message, problems: error.problems }, 400);
          throw error;
        }
      }),
    { hidden: true, maxBytes: studioDocumentBytes },
  );
}
