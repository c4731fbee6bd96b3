import { readSiteBody } from "@/api-client/read-site-body";
import { onlineBranch } from "@/content-branches/online-editor";
import { stateChanging } from "@/requests/state-changing";
import { json } from "@/studio/handlers/studio-route";
import { branchDiffJob, startBranchDiff, stopBranchDiff } from "@/studio/visual-diff/branch-diff-job";

export const dynamic = "force-dynamic";

/** GET /api/studio/branch-diff?branch=content/x on the Studio's host: where the branch's visual diff stands (polled while it runs). */
export async function GET(request: Request) {
  const editor = await onlineBranch(request.headers.get("host"), new URL(request.url).searchParams.get("branch"));
  if (!editor.ok) return json({ error: editor.error }, editor.status);
  return json(branchDiffJob(editor.repository, editor.branch));
}

/**
 * POST /api/studio/branch-diff on the Studio's host, for editors: start the visual diff of a content branch's newest
 * commit against production, shot on this running server without a build (a second start returns the running one),
 * or stop it.
 */
export const POST = stateChanging(
  async (request: Request) => {
    const read = await readSiteBody(request, "studioBranchDiffAction");
    if (!read.ok) return json({ error: read.message }, 400);
    const editor = await onlineBranch(request.headers.get("host"), read.body.branch);
    if (!editor.ok) return json({ error: editor.error }, editor.status);
    if (read.body.action === "stop") return json(stopBranchDiff(editor.repository, editor.branch), 202);
    const started = startBranchDiff(editor.repository, editor.branch);
    return "error" in started ? json({ error: started.error }, 422) : json(started, 202);
  },
  { hidden: true },
);
