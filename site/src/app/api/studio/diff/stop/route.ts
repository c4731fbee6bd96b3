import { stateChanging } from "@/requests/state-changing";
import { json, studioRoute } from "@/studio/handlers/studio-route";
import { stopDiff } from "@/studio/visual-diff/visual-diff-job";

export const dynamic = "force-dynamic";

/** Stops the running visual diff (nothing to stop: the job as it stands). */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, () => json(stopDiff(), 202), { online: false });
  },
  { hidden: true },
);
