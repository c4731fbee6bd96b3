import { NextResponse } from "next/server";
import { contentRepository } from "@/content-branches/content-repository";
import { syncProduction } from "@/content-branches/follow-main";
import { syncAllowed } from "@/content-branches/sync-signature";
import { liveSettings } from "@/domain/site-config";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

/**
 * POST /api/content/sync: production moves to main's newest commit now (a push announced by the git host's webhook,
 * or the site's own poll, server/content-follow.ts) — checked first; a broken commit is refused and the previous
 * content keeps serving. Answers what it did and which pages it revalidated.
 */
export const POST = stateChanging(
  async (request: Request) => {
    const repository = contentRepository();
    if (!repository) return NextResponse.json({ message: "Content comes from the content folder here (CONTENT_SOURCE)." }, { status: 404 });
    const body = await request.text();
    if (!syncAllowed(request.headers, body, liveSettings.contentWebhookSecret())) {
      return NextResponse.json({ message: "Access to page denied" }, { status: 401 });
    }
    const answer = await syncProduction(repository);
    return NextResponse.json(answer, { status: answer.status === "refused" ? 409 : 200 });
  },
  // Git hosts and the site's own poll call it from servers, with the secret instead of cookies.
  { callers: "server", maxBytes: 1024 * 1024 },
);
