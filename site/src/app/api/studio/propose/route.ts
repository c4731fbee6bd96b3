import { ProposeError } from "@storyfront/content-store";
import { stateChanging } from "@/requests/state-changing";
import { readSiteBody } from "@/api-client/read-site-body";
import { json, studioDocumentBytes, studioRoute } from "@/studio/handlers/studio-route";
import { studioBase } from "@/studio/handlers/studio-store";

export const dynamic = "force-dynamic";

/** Online, the branch is the proposal (studio-route.ts). */
const local = { online: false };

/** Commits the content changes to a new branch content/<name>; the working tree stays as it is. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(
      request,
      async (store) => {
        const read = await readSiteBody(request, "studioPropose");
        if (!read.ok) return json({ error: read.message }, 400);
        try {
          return json({ ...store.proposeChange(read.body), base: studioBase() });
        } catch (error) {
          if (error instanceof ProposeError) return json({ error: error.message }, 400);
          throw error;
        }
      },
      local,
    );
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);
