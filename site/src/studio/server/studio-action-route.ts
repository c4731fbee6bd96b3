// One POST route per kind of Studio file action (landings, long-form pages and library entries): the body names
// the action, and a refusal (StudioActionError) is a 400 with the reason and the problems it would cause.
import { stateChanging } from "@/route-handlers/state-changing";
import { StudioActionError } from "@storyfront/content-store";
import { json, readJson, studioDocumentBytes, studioRoute } from "./studio-route";

export type ActionBody = { action?: string; folder?: string; slug?: string; file?: string; locale?: string };

export function studioActionRoute(actions: Record<string, (body: ActionBody) => Record<string, unknown>>) {
  return stateChanging(
    (request: Request) =>
      studioRoute(request, async () => {
        const body = await readJson<ActionBody>(request);
        const action = body.action && Object.hasOwn(actions, body.action) ? actions[body.action] : undefined;
        if (!action) return json({ error: "unknown action" }, 400);
        try {
          return json(action(body));
        } catch (error) {
          if (error instanceof StudioActionError) return json({ error: error.message, problems: error.problems }, 400);
          throw error;
        }
      }),
    { hidden: true, maxBytes: studioDocumentBytes },
  );
}
