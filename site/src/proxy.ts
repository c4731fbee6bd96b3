import { NextResponse, type NextRequest } from "next/server";
import { findSite } from "@/domain/allowed-hosts";
import { sameSitePath } from "@/domain/same-site-path";
import { siteConfig } from "@/domain/site-config";
import { domainInfoFor } from "@/domain/domain-info";
import { accountCheck } from "@/pipeline/account-check";
import { errorLocale, errorPageHeaders, errorPageHtml } from "@/pipeline/error-page-html";
import { malformedPath } from "@/pipeline/malformed-url";
import { isApiPath, isPagePath, isServedFilePath, isUnservedFilePath } from "@/pipeline/page-paths";
import { isRouteHandlerPath } from "@/pipeline/handler-paths";
import { runPipeline } from "@/pipeline/run-pipeline";
import { fileHeaders } from "@/pipeline/security-headers";
import type { PipelineState } from "@/pipeline/types";
import { apiHealthy, isApiBackedRoute, servedRoutes } from "@/api-client/api-health";
import { apiPageExists } from "@/page-existence/api-page-exists";
import { movedPagePath } from "@/page-existence/moved-page-path";
import { pageExistence } from "@/page-existence/page-existence";
import { isLocalHost, isStudioPath, studioEnabled } from "@/studio/studio-access";
import { findStudioSite } from "@/domain/studio-host";
import { studioAnswer } from "@/pipeline/studio-answer";
import { sourceLocale } from "@/i18n/locales";
import { feedHandlerPath, feedOf } from "@/feeds/feed-paths";
import { localeRegistry, type SiteVariant } from "@storyfront/schemas";
import { previewProblem } from "@/content-branches/preview-problem";
import { contentScope } from "@/content-branches/content-scope";

type Verdict = "render" | "missing" | "gone" | "api-down" | { movedTo: string };

/**
 * Whether the rewritten route may render, is no page at all (404), or needs an API that is down (500).
 * Decided here, before rendering, because Next 16 sends notFound() from our dynamic segments as an empty
 * shell (vercel/next.js#62228) and a render-time failure as an empty error shell (docs/findability.md).
 */
async function verdictFor(state: PipelineState): Promise<Verdict> {
  if (!state.rewrite || !state.site || !state.locale || state.routePath === undefined) return "render";
  const domain = domainInfoFor(state.site, state.config);
  const existence = pageExistence(domain, state.locale, state.routePath);
  if (existence.kind === "missing") return "missing";
  if (existence.kind !== "ask-api" && !isApiBackedRoute(state.routePath)) return "render";
  const key = state.rewrite.split("?")[0] ?? state.rewrite;
  if (existence.kind === "ask-api") {
    // A content branch's preview carries the cookie only to skip the page cache (server/content-previews.ts).
    const drafts = draftModeCookie in state.request.cookies && !contentScope();
    const answer = await apiPageExists(domain, state.locale, existence.lookup, drafts);
    if (typeof answer === "object") {
      const path = movedPagePath(state.locale, state.routePath, answer.movedTo.slug, state.request.search);
      return path ? { movedTo: path } : "missing";
    }
    if (answer === "missing" || answer === "gone") return answer;
    if (answer === "page") servedRoutes.add(key);
    return answer === "page" || servedRoutes.has(key) ? "render" : "api-down";
  }
  if (servedRoutes.has(key)) return "render";
  if (!(await apiHealthy(domain))) return "api-down";
  servedRoutes.add(key);
  return "render";
}

/** Next's draft mode cookie (draftMode().enable() in /api/draft): the page renders drafts, so they exist. */
const draftModeCookie = "__prerender_bypass";

/**
 * No route handler or file is at this path: our 404 page. Left to Next, it fell through to the page tree, which
 * answered an empty shell and kept each such URL's render on disk (random /api/… or .php paths grew the ISR cache).
 */
const nothingAt = (pathname: string) => (isApiPath(pathname) ? !isRouteHandlerPath(pathname) : isUnservedFilePath(pathname));

function withClientId(headers: Headers, clientId: string): Headers {
  const copy = new Headers(headers);
  copy.set("x-client-id", clientId);
  return copy;
}

/**
 * A file the site serves (public/, media, sitemaps, robots.txt, social cards): the host allow-list first, as for a
 * page (an unknown host gets the same 403 page), then the file's own route or Next's file server, with the file
 * headers. No pipeline: a file has no locale, sets no cookie and needs no client id. The error pages' pictures
 * (/errors/) answer on any host, like build assets: the 403 page an unknown host gets shows one of them.
 */
function fileAnswer(host: string | null, pathname: string, request: NextRequest): NextResponse {
  const site = findSite(host, siteConfig);
  if (!site && !pathname.startsWith(errorPicturesPath))
    return new NextResponse(errorPageHtml(403, errorLocale(host, pathname)), { status: 403, headers: errorPageHeaders });
  // No site (an unknown host asking for an error picture): no feed either.
  const feed = site ? feedHandlerFor(site.variant, pathname) : undefined;
  if (feed === null) return new NextResponse(errorPageHtml(404, errorLocale(host, pathname)), { status: 404, headers: errorPageHeaders });
  const response = feed ? NextResponse.rewrite(new URL(feed, request.nextUrl)) : NextResponse.next();
  for (const [name, value] of Object.entries(fileHeaders(site))) response.headers.set(name, value);
  return response;
}

/**
 * A feed's handler path for its visible path on a variant (the locale from its prefix, else the variant's own):
 * undefined when the path is no feed, null when it is a feed path in a locale the variant does not have.
 */
function feedHandlerFor(variant: SiteVariant, pathname: string): string | null | undefined {
  if (!/\/(?:rss|atom)\.xml$/.test(pathname)) return undefined;
  const { locale, route } = localeRegistry.splitLocale(pathname, variant);
  const feed = feedOf(route);
  return feed ? feedHandlerPath(locale ?? localeRegistry.defaultOf(variant), feed.section, feed.format) : null;
}

/** Where the error pages' pictures are served (public/errors). */
const errorPicturesPath = "/errors/";

/** Runs the request pipeline (spec §4 order) and turns its outcome into a response. */
export async function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  const host = request.headers.get("host");
  const malformed = malformedPath(pathname);
  if (malformed) {
    return new NextResponse(errorPageHtml(400, errorLocale(host, pathname)), { status: 400, headers: errorPageHeaders });
  }
  const studioSite = findStudioSite(host, siteConfig);
  if (studioSite) return studioAnswer(request, studioSite, isServedFilePath(pathname));
  // A content branch's preview whose branch is gone or whose content the checker refuses.
  const problem = previewProblem();
  if (problem)
    return new NextResponse(errorPageHtml(problem.status, errorLocale(host, pathname), problem.detail), {
      status: problem.status,
      headers: errorPageHeaders,
    });
  if (isServedFilePath(pathname)) return fileAnswer(host, pathname, request);
  // The Studio (npm run studio) is outside the site's pages: served as is in dev on this machine, else 404. Online,
  // only the Studio's own host serves it (studio-answer.ts).
  if (isStudioPath(pathname)) {
    return studioEnabled() && isLocalHost(host)
      ? NextResponse.next()
      : new NextResponse(errorPageHtml(404, sourceLocale), { status: 404, headers: errorPageHeaders });
  }
  let state = runPipeline(
    {
      host,
      pathname,
      search: request.nextUrl.search,
      cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
    },
    siteConfig,
  );

  // The signed-in area: visitors go to /login, users without the page's right get 403.
  if (!state.answer && !state.redirect) {
    const account = await accountCheck(state);
    if (account && "redirect" in account) state = { ...state, redirect: account.redirect };
    else if (account) state = { ...state, answer: { status: account.status } };
  }

  let response: NextResponse;
  let verdict: Verdict;
  if (state.answer) {
    const { status, message } = state.answer;
    if (status === 500) console.error(message);
    response = new NextResponse(errorPageHtml(status, errorLocale(host, pathname), message), { status, headers: errorPageHeaders });
  } else if (state.redirect) {
    // Built from the visitor's own path (e.g. /en//x → //x): kept on this site like any visitor-given path.
    response = NextResponse.redirect(new URL(sameSitePath(state.redirect) ?? "/", request.nextUrl), 307);
  } else if (nothingAt(pathname)) {
    response = new NextResponse(errorPageHtml(404, errorLocale(host, pathname)), { status: 404, headers: errorPageHeaders });
  } else if ((verdict = await verdictFor(state)) !== "render") {
    response = verdictAnswer(verdict, state, host, pathname, request);
  } else {
    // Route handlers read the client id from a request header; pages are the same for everyone and read the
    // cookie in the browser. Only a route handler's request is passed on with changed headers: Next copies
    // every header of a request whose headers the proxy changes, work a page request does not need.
    const forwarded =
      state.clientId && !isPagePath(pathname) ? { request: { headers: withClientId(request.headers, state.clientId) } } : undefined;
    response = state.rewrite ? NextResponse.rewrite(new URL(state.rewrite, request.nextUrl), forwarded) : NextResponse.next(forwarded);
  }

  for (const [name, value] of Object.entries(state.headers)) response.headers.set(name, value);
  if (response.status === 404 || response.status === 410) response.headers.set("X-Robots-Tag", "noindex");
  for (const { name, value, ...options } of state.setCookies) response.cookies.set(name, value, options);
  return response;
}

/**
 * The answer to a page that must not render: a published page's former address moves for good to the new one (301,
 * locale prefix and query kept); no such page is our 404, an archived one our 410, an API that is down our 500.
 */
function verdictAnswer(
  verdict: Exclude<Verdict, "render">,
  state: PipelineState,
  host: string | null,
  pathname: string,
  request: NextRequest,
) {
  if (typeof verdict === "object") return NextResponse.redirect(new URL(verdict.movedTo, request.nextUrl), 301);
  const status = verdict === "missing" ? 404 : verdict === "gone" ? 410 : 500;
  if (verdict === "api-down") console.error(`API unavailable; answered 500 for ${pathname}`);
  return new NextResponse(
    errorPageHtml(status, state.locale ?? errorLocale(host, pathname), undefined, verdict === "api-down" ? "fetchFailed" : undefined),
    { status, headers: errorPageHeaders },
  );
}

export const config = {
  // Every path but build assets (_next/static: the same bytes for every host, fetched many times per page, with the
  // file headers from next.config.ts) and field data beacons (/api/vitals: a burst of them must not cost the pages a
  // proxy run each; their handler checks the host against the allow-list first and the origin itself, and sets no
  // cookie). Files get only the host check (`fileAnswer`), so an unknown host gets our 403 there too, and a
  // percent-encoded path our 400 instead of a decoder's 500. Image uploads (/api/admin/media-upload) too: Next holds a
  // copy of a request body for the proxy and cuts it at 10 MB, where the upload streams up to 20 MB to the API; their
  // door checks the host and the origin the same way.
  // One literal, as Next reads it without running this file.
  matcher: ["/((?!_next/static/|api/vitals$|api/admin/media-upload$).*)"],
};
