import { revalidateTag } from "next/cache";
import { after, NextResponse } from "next/server";
import { isAuthorizedRevalidation, revalidationPaths, revalidationRequest, revalidationTags } from "@/requests/revalidation";
import { stateChanging } from "@/requests/state-changing";
import { liveSettings } from "@/domain/site-config";

/** Longer than a page's render takes on a busy server. */
const inFlightRenderMs = 10_000;

/**
 * POST /api/revalidate (Authorization: Bearer $REVALIDATE_SECRET) with e.g.
 * {"pages":[{"slug":"x","type":4,"categorySlugs":["growth"]}]}, {"page":"slug"}, {"category":"growth"},
 * {"tariffs":true} or {"pages":true}: the API's revalidation outbox (or an operator) refreshes cached pages right
 * after publishing. The tags are marked stale (the next visit renders anew), with the shared Redis cache on every
 * instance; the answer names the tags and, per site variant, the visible paths that show the change (for a CDN purge).
 */
export const POST = stateChanging(
  async (request: Request) => {
    const secret = liveSettings.revalidateSecret();
    if (!secret) return NextResponse.json({ message: "Revalidation is not configured (REVALIDATE_SECRET)" }, { status: 503 });
    if (!isAuthorizedRevalidation(request.headers.get("authorization"), secret)) {
      return NextResponse.json({ message: "Access to page denied" }, { status: 401, headers: { "www-authenticate": "Bearer" } });
    }
    const body = revalidationRequest.safeParse(await request.json().catch(() => null));
    if (!body.success) {
      return NextResponse.json(
        {
          message: "Invalid request",
          errors: body.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
        },
        { status: 422 },
      );
    }
    const tags = revalidationTags(body.data);
    // Stale-while-revalidate: the next visitor still gets the cached copy while the fresh one renders, so a
    // publication made while the API is down never turns a cached page into an error (api-pages-outage.spec.ts).
    for (const tag of tags) revalidateTag(tag, "max");
    // A render already under way (a visitor's background refresh of a page stale for another reason) may have read
    // the API before the change and stores its page after this mark, which Next then takes for fresh: the old text
    // for the tags' whole lifetime (newsroom-editor.spec saw /pricing keep an old tariff for over 90 s). Marking
    // the tags again once such renders are over sends their result back to be rendered anew.
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, inFlightRenderMs));
      for (const tag of tags) revalidateTag(tag, "max");
    });
    return NextResponse.json({ revalidated: tags, paths: revalidationPaths(body.data) });
  },
  // The API and operators call it from servers, with the secret instead of cookies.
  { callers: "server" },
);
