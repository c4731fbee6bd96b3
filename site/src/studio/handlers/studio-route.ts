// Shared by the Studio's route handlers: the guard and JSON answers. Locally (`npm run studio`): dev, this machine's
// host, same origin, and the page's token for writes, on the working tree. Online (the Studio's host, content from
// git): a signed-in user who may edit content files, on the content branch the editor page names.
import type { ContentStore } from "@storyfront/content-store";
import { BranchConflict, StudioActionError } from "@storyfront/content-store";
import { studioRequestAllowed } from "@/studio/studio-access";
import { hasStudioToken, missingTokenMessage } from "@/studio/studio-token";
import { branchStore, onlineBranch } from "@/content-branches/online-editor";
import { pushSoon } from "@/content-branches/push-queue";
import { studioBranchHeader } from "@/content-branches/studio-branch-header";
import { findStudioSite } from "@/domain/studio-host";
import { siteConfig } from "@/domain/site-config";
import { studioStore } from "./studio-store";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Largest document the Studio sends to check or save (a landing with all its blocks is a few KB). */
export const studioDocumentBytes = 1024 * 1024;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers });
}

const reads = new Set(["GET", "HEAD"]);

/**
 * Runs the handler on the store the request may work on; anything else gets the same 404 as a production build. A
 * local write (every method but GET and HEAD) without the Studio page's token is refused 403, saying why.
 */
export async function studioRoute(
  request: Request,
  handler: (store: ContentStore) => Response | Promise<Response>,
  { online = true }: { online?: boolean } = {},
): Promise<Response> {
  if (findStudioSite(request.headers.get("host"), siteConfig)) {
    // Proposing a branch from a working tree and the two-build visual diff are the local Studio's: online, the branch
    // is the proposal, and nothing a marketer does may start a build on the server.
    return online ? onlineRoute(request, handler) : new Response("Not found", { status: 404, headers });
  }
  if (!studioRequestAllowed(request)) return new Response("Not found", { status: 404, headers });
  if (!reads.has(request.method) && !hasStudioToken(request.headers)) return json({ error: missingTokenMessage }, 403);
  return answered(() => handler(studioStore()));
}

async function onlineRoute(request: Request, handler: (store: ContentStore) => Response | Promise<Response>): Promise<Response> {
  const editor = await onlineBranch(request.headers.get("host"), request.headers.get(studioBranchHeader));
  if (!editor.ok) return json({ error: editor.error }, editor.status);
  const answer = await answered(() => handler(branchStore(editor.repository, editor.branch, editor.user)));
  // What a write committed goes to the remote after the answer; the Studio shows whether it got there.
  if (!reads.has(request.method)) pushSoon(editor.repository, editor.branch);
  return answer;
}

async function answered(work: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BranchConflict) return json({ conflict: true, error: error.message }, 409);
    // A request the store refuses (a document not of its file's shape, an action it cannot take): the reason, not a 500.
    if (error instanceof StudioActionError) return json({ error: error.message, problems: error.problems }, 400);
    console.error(error);
    return json({ error: error instanceof Error ? error.message : String(error) }, 500);
  }
}
