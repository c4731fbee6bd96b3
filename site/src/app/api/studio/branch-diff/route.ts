import { readSiteBody } from "@/api-client/read-site-body";
import { contentBranch, onlineEditor } from "@/content-branches/online-editor";
import { stateChanging } from "@/requests/state-changing";
import { json } from "@/studio/handlers/studio-route";
import { branchDiffJob, startBranchDiff, stopBranchDiff } from "@/studio/visual-diff/branch-diff-job";

export const dynamic = "force-dynamic";

/** GET /api/studio/branch-diff?branch=content/x on the Studio's host: where the branch's visual diff stands (polled while it runs). */
export async function GET(request: Request) {
  const editor = await onlineEditor(request.headers.get("host"));
  if (!editor.ok) return json({ error: editor.error }, editor.status);
  const found = contentBranch(editor.repository, new URL(request.url).searchParams.get("branch"));
  if ("error" in found) return json({ error: found.error }, 400);
  return json(branchDiffJob(editor.repository, found.branch));
}

/**
 * POST /api/studio/branch-diff on the Studio's host, for editors: start the visual diff of a content branch's newest
 * commit against production, shot on this running server without a build (a second start returns the running one),
 * or stop it.
 */
export const POST = stateChanging(
  async (request: Request) => {
    const editor = await onlineEditor(request.headers.get("host"));
    if (!editor.ok) return json({ error: editor.error }, editor.status);
    const read = await readSiteBody(request, "studioBranchDiffAction");
    if (!read.ok) return json({ error: read.message }, 400);
    const found = contentBranch(editor.repository, read.body.branch);
    if ("error" in found) return json({ error: found.error }, 400);
    if (read.body.action === "stop") return json(stopBranchDiff(editor.repository, found.branch), 202);
    const started = startBranchDiff(editor.repository, found.branch);
    return "error" in started ? json({ error: started.error }, 422) : json(started, 202);
  },
  { hidden: true },
);
