import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { NextResponse } from "next/server";
import { sameSitePath } from "@/domain/same-site-path";
import { isDraftSecret } from "@/requests/draft-mode";
import { requestOrigin } from "@/requests/request-origin";
import { liveSettings } from "@/domain/site-config";

/**
 * GET /api/draft?secret=…&path=/fr/enterprise: with the right secret (PREVIEW_SECRET) turns Next's draft
 * mode on for this browser and opens the page; drafts and unpublished pages then render per request.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  if (!isDraftSecret(url.searchParams.get("secret"), liveSettings.previewSecret())) {
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
