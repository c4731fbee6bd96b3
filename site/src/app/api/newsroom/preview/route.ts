import { authoredPage } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { isLocale } from "@/i18n/locales";
import { siteConfig, liveSettings } from "@/domain/site-config";
import { findStudioSite, studioSiteBaseUrl } from "@/domain/studio-host";
import { draftTicket } from "@/requests/draft-mode";
import { sendCall } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { apiPageAddress } from "@/studio/online/page-address";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";

export const dynamic = "force-dynamic";

/** How long the Preview's hand-over to the site's draft mode stays valid. */
const ticketSeconds = 120;

const problem = (status: number, message: string) => NextResponse.json({ message }, { status, headers: { "cache-control": "no-store" } });

/**
 * GET /api/newsroom/preview?id=12&locale=fr — the online Studio's Preview: the page as the editor may read it (the API
 * checks page-edit), then off to the site's draft mode for that page's address with a short ticket instead of the
 * secret. The Studio's host (and `npm run studio`'s) only.
 */
export async function GET(request: NextRequest) {
  const host = request.headers.get("host");
  const site = findStudioSite(host, siteConfig);
  // `npm run studio` previews on its own origin, which is the site's too.
  const siteBase = site ? studioSiteBaseUrl(site, siteConfig) : studioEnabled() && isLocalHost(host) ? request.nextUrl.origin : null;
  if (!siteBase) return problem(404, "Page not found");
  const secret = liveSettings.previewSecret();
  if (!secret) return problem(503, "Preview is not configured (PREVIEW_SECRET)");
  const id = request.nextUrl.searchParams.get("id") ?? "";
  const locale = request.nextUrl.searchParams.get("locale") ?? "en";
  if (!/^[1-9]\d{0,9}$/.test(id) || !isLocale(locale)) return problem(400, "id must be a page id and locale a language code");
  return withSession(request, async (api) => {
    const answer = await sendCall(api, "adminPageView", { params: { id } });
    if (!answer.ok) return answer;
    const page = authoredPage.parse(await answer.json());
    const path = apiPageAddress(page.type, page.slug, locale);
    if (!path) return problem(422, "Pages of this type have no address of their own on the site");
    const expires = Math.floor(Date.now() / 1000) + ticketSeconds;
    const target = new URL("/api/draft", siteBase);
    target.search = new URLSearchParams({ path, expires: String(expires), ticket: draftTicket(path, expires, secret) }).toString();
    return NextResponse.redirect(target, { status: 307, headers: { "cache-control": "no-store" } });
  });
}
