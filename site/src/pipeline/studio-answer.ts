import { NextResponse, type NextRequest } from "next/server";
import { canUseStudio } from "@/account/permissions";
import { domainInfoFor, type SiteKey } from "@/domain/domain-info";
import { sameSitePath } from "@/domain/same-site-path";
import { siteConfig } from "@/domain/site-config";
import { getCurrentUser, serverApi } from "@/api-client";
import { contentSecurityPolicy } from "./content-security-policy";
import { errorPageHeaders, errorPageHtml } from "./error-page-html";
import { baselineHeaders, hstsApplies, strictTransportSecurity } from "./security-headers";
import { studioGate, studioSignInPath } from "./studio-gate";

/** Every answer of the Studio's host: the site's security headers, and never in a search engine. */
function studioHeaders(site: SiteKey): Record<string, string> {
  const domain = domainInfoFor(site, siteConfig);
  return {
    "Content-Security-Policy": contentSecurityPolicy(domain, {}, process.env.NODE_ENV === "development"),
    ...baselineHeaders,
    "X-Robots-Tag": "noindex, nofollow",
    ...(hstsApplies(site) ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}

/** Who is signed in may use the Studio; "expired" sends them through the sign-in page, which refreshes the session. */
async function studioVisitor(site: SiteKey, token: string | null): Promise<"allowed" | "refused" | "sign-in"> {
  if (!token) return "sign-in";
  try {
    const user = await getCurrentUser({ ...serverApi(domainInfoFor(site, siteConfig), "en"), token });
    if (user === "expired") return "sign-in";
    return canUseStudio(user) ? "allowed" : "refused";
  } catch (error) {
    console.error("studio check failed", error instanceof Error ? error.message : error);
    return "refused";
  }
}

/**
 * The online Studio's host (issue 39): its sign-in, its pages for people allowed to use it (403 for other signed-in
 * users, the sign-in for visitors), the relays its pages call, and our 404 for everything else.
 */
export async function studioAnswer(request: NextRequest, site: SiteKey, isFile: boolean): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const gate = studioGate({ pathname, search, cookies, isFile });
  let response: NextResponse;
  if (gate.kind === "redirect") {
    response = NextResponse.redirect(new URL(sameSitePath(gate.to) ?? "/studio", request.nextUrl), 307);
  } else if (gate.kind === "missing") {
    response = new NextResponse(errorPageHtml(404, "en"), { status: 404, headers: errorPageHeaders });
  } else if (gate.kind === "check") {
    const visitor = await studioVisitor(site, gate.token);
    if (visitor === "sign-in") {
      const next = new URLSearchParams({ next: `${pathname}${search}` });
      response = NextResponse.redirect(new URL(`${studioSignInPath}?${next.toString()}`, request.nextUrl), 307);
    } else if (visitor === "refused") {
      response = new NextResponse(errorPageHtml(403, "en"), { status: 403, headers: errorPageHeaders });
    } else response = NextResponse.next();
  } else response = NextResponse.next();
  for (const [name, value] of Object.entries(studioHeaders(site))) response.headers.set(name, value);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
