import { NextResponse, type NextRequest } from "next/server";
import { siteConfig } from "@/domain/site-config";
import { domainInfoFor } from "@/domain/domain-info";
import { errorPageHtml, localeFromPath } from "@/pipeline/error-page-html";
import { malformedPath } from "@/pipeline/malformed-url";
import { runPipeline } from "@/pipeline/run-pipeline";
import type { PipelineState } from "@/pipeline/types";
import { apiPageExists } from "@/page-index/api-page-exists";
import { pageExistence } from "@/page-index/page-existence";

const errorHeaders = { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" };

/**
 * Whether the rewritten route is no page at all. Decided here, before rendering, because Next 16 sends
 * notFound() from our dynamic segments as an empty shell (vercel/next.js#62228, see README).
 */
async function isMissingPage(state: PipelineState): Promise<boolean> {
  if (!state.rewrite || !state.site || !state.locale || state.routePath === undefined) return false;
  const domain = domainInfoFor(state.site, state.config);
  const existence = pageExistence(domain, state.locale, state.routePath);
  if (existence.kind === "ask-api") return (await apiPageExists(domain, state.locale, existence.lookup)) === "missing";
  return existence.kind === "missing";
}

/** Runs the request pipeline (spec §4 order) and turns its outcome into a response. */
export async function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  const malformed = malformedPath(pathname);
  if (malformed) {
    return new NextResponse(errorPageHtml(400, localeFromPath(pathname)), { status: 400, headers: errorHeaders });
  }
  const state = runPipeline(
    {
      host: request.headers.get("host"),
      pathname,
      search: request.nextUrl.search,
      cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    },
    siteConfig,
  );

  let response: NextResponse;
  if (state.answer) {
    const { status, message } = state.answer;
    if (status === 500) console.error(message);
    response = new NextResponse(errorPageHtml(status, localeFromPath(pathname), message), { status, headers: errorHeaders });
  } else if (state.redirect) {
    response = NextResponse.redirect(new URL(state.redirect, request.nextUrl), 307);
  } else if (await isMissingPage(state)) {
    response = new NextResponse(errorPageHtml(404, state.locale ?? localeFromPath(pathname)), { status: 404, headers: errorHeaders });
  } else {
    // Route handlers read the client id from a request header; pages read the cookie on the client.
    const headers = new Headers(request.headers);
    if (state.clientId) headers.set("x-client-id", state.clientId);
    response = state.rewrite
      ? NextResponse.rewrite(new URL(state.rewrite, request.nextUrl), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }

  for (const [name, value] of Object.entries(state.headers)) response.headers.set(name, value);
  if (response.status === 404) response.headers.set("X-Robots-Tag", "noindex");
  for (const { name, value, ...options } of state.setCookies) response.cookies.set(name, value, options);
  return response;
}

export const config = {
  // Everything but build assets and files (paths with an extension): pages and route handlers.
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
