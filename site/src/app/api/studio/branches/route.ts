import { contentBranchName } from "@storyfront/content-model/git/branch-names";
import { createBranch, resolveCommit } from "@storyfront/content-model/git/branch-commits";
import { canMergeContent } from "@/account/permissions";
import { readSiteBody } from "@/api-client/read-site-body";
import { authorOf, contentBranch, onlineBranch, onlineEditor } from "@/content-branches/online-editor";
import { mergeBranch } from "@/content-branches/merge";
import { pushSoon, pushState } from "@/content-branches/push-queue";
import { resolveConflict, type ResolveAnswer } from "@/content-branches/resolve-conflict";
import { syncProduction } from "@/content-branches/follow-main";
import { stateChanging } from "@/requests/state-changing";
import { json } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** GET /api/studio/branches?branch=content/x: whether the branch's saves reached the remote (the editor shows it). */
export async function GET(request: Request) {
  const editor = await onlineBranch(request.headers.get("host"), new URL(request.url).searchParams.get("branch"));
  if (!editor.ok) return json({ error: editor.error }, editor.status);
  return json({ branch: editor.branch, push: pushState(editor.repository, editor.branch) });
}

/**
 * POST /api/studio/branches on the Studio's host: create a content branch from main (editors), or merge one into main
 * (reviewers: the manager or administrator role), refused while the checker finds an error in the merged content and
 * answered with the files and lines of a conflict. After a merge this instance serves main at once; others follow it.
 * Editors also resolve a push conflict of a branch: for each file both sides changed, whose version stays.
 */
export const POST = stateChanging(
  async (request: Request) => {
    const editor = await onlineEditor(request.headers.get("host"));
    if (!editor.ok) return json({ error: editor.error }, editor.status);
    const read = await readSiteBody(request, "studioBranchAction");
    if (!read.ok) return json({ error: read.message }, 400);
    const { repository, user } = editor;
    if (read.body.action === "create") {
      const name = contentBranchName(read.body.name);
      if (!name.ok) return json({ error: name.reason }, 400);
      const main = resolveCommit(repository.gitDir, `refs/heads/${repository.main}`);
      if (!main || !createBranch(repository.gitDir, `refs/heads/${name.branch}`, main)) {
        return json({ error: `There is already a branch ${name.branch}: open it, or choose another name.` }, 400);
      }
      pushSoon(repository, name.branch);
      return json({ branch: name.branch, status: "created", commit: main });
    }
    const found = contentBranch(repository, read.body.branch);
    if ("error" in found) return json({ error: found.error }, 400);
    if (read.body.action === "resolve") return resolved(await resolveConflict(repository, found.branch, read.body.choices));
    if (!canMergeContent(user)) return json({ error: "Merging needs the manager or administrator role." }, 403);
    const merged = await mergeBranch(repository, found.branch, authorOf(user));
    switch (merged.status) {
      case "conflict":
        return json({ error: `${found.branch} and main changed the same lines`, files: merged.files }, 409);
      case "refused":
        return json({ error: "The merged content has errors; fix them on the branch first.", problems: merged.problems }, 422);
      case "not-pushed":
        return json({ error: `Merged here but not pushed: ${merged.error}` }, 500);
      case "up-to-date":
        return json({ branch: found.branch, status: "up-to-date" });
      case "merged":
        await syncProduction(repository);
        return json({ branch: found.branch, status: "merged", commit: merged.commit });
    }
  },
  { hidden: true },
);

function resolved(answer: ResolveAnswer) {
  switch (answer.status) {
    case "resolved":
      return json({ branch: answer.branch, status: "resolved" });
    case "conflict":
      return json(
        { error: "Choose a version for every file both sides changed.", files: answer.files.map((path) => ({ path, lines: [] })) },
        409,
      );
    case "moved":
      return json({ error: "A save changed the branch meanwhile: look at the files again.", files: [] }, 409);
    case "offline":
      return json({ error: `The remote cannot be reached: ${answer.error}` }, 503);
  }
}
