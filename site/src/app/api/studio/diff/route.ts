import { stateChanging } from "@/requests/state-changing";
import { studioBase } from "@/studio/handlers/studio-store";
import { json, studioRoute } from "@/studio/handlers/studio-route";
import { diffJob, startDiff } from "@/studio/visual-diff/visual-diff-job";

export const dynamic = "force-dynamic";

/** The two-build diff is the local Studio's (studio-route.ts). */
const local = { online: false };

/** Where the visual diff stands (the propose panel polls this while it runs). */
export function GET(request: Request) {
  return studioRoute(request, () => json(diffJob()), local);
}

/** Starts the visual diff of the working tree against the base (one at a time: a second start returns the running one). */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, () => json(startDiff(studioBase()), 202), local);
  },
  { hidden: true },
);
