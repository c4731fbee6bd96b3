import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { NextResponse } from "next/server";
import { sameSitePath } from "@/domain/same-site-path";
import { isDraftSecret, isDraftTicket } from "@/requests/draft-mode";
import { requestOrigin } from "@/requests/request-origin";
import { liveSettings } from "@/domain/site-config";

/**
 * GET /api/draft?secret=…&path=/fr/enterprise: with the right secret (PREVIEW_SECRET) turns Next's draft
 * mode on for this browser and opens the page; drafts and unpublished pages then render per request. The online
 * Studio's Preview sends `ticket` and `expires` for that one path instead (requests/draft-mode.ts).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const secret = liveSettings.previewSecret();
  const ticket = {
    path: url.searchParams.get("path") ?? "/",
    expires: Number(url.searchParams.get("expires")),
    ticket: url.searchParams.get("ticket"),
  };
  if (!isDraftSecret(url.searchParams.get("secret"), secret) && !isDraftTicket(ticket, secret, Math.floor(Date.now() / 1000))) {
    return NextResponse.json({ message: "Access to draft mode denied" }, { status: 401, headers: { "cache-control": "no-store" } });
  }
  const path = sameSitePath(url.searchParams.get("path") ?? "/", requestOrigin(request) ?? undefined);
  if (!path) {
    return NextResponse.json(
      { message: "path must be a relative path on this site, e.g. /fr/enterprise" },
      { status: 400, headers: { "cache-control": "no-store" } },
    );
  }
  (await draftMode()).enable();
  redirect(path);
}
