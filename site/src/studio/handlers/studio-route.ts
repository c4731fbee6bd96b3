// Shared by the Studio's route handlers: the guard (dev, local host, same origin, and the page's token for writes)
// and JSON answers.
import { studioRequestAllowed } from "@/studio/studio-access";
import { hasStudioToken, missingTokenMessage } from "@/studio/studio-token";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** Largest document the Studio sends to check or save (a landing with all its blocks is a few KB). */
export const studioDocumentBytes = 1024 * 1024;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers });
}

const reads = new Set(["GET", "HEAD"]);

/**
 * Runs the handler only for an allowed request; anything else gets the same 404 as a production build. A write
 * (every method but GET and HEAD) without the Studio page's token is refused 403, saying why.
 */
export async function studioRoute(request: Request, handler: () => Response | Promise<Response>): Promise<Response> {
  if (!studioRequestAllowed(request)) return new Response("Not found", { status: 404, headers });
  if (!reads.has(request.method) && !hasStudioToken(request.headers)) return json({ error: missingTokenMessage }, 403);
  try {
    return await handler();
  } catch (error) {
    console.error(error);
    return json({ error: error instanceof Error ? error.message : String(error) }, 500);
  }
}
