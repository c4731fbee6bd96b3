import { NextResponse, type NextRequest } from "next/server";
import { siteConfig } from "@/domain/site-config";
import { accountCheck } from "@/pipeline/account-check";
import { errorPageHtml, localeFromPath } from "@/pipeline/error-page-html";
import { runPipeline } from "@/pipeline/run-pipeline";

/** Runs the request pipeline (spec §4 order) and turns its outcome into a response. */
export async function proxy(request: NextRequest) {
  let state = runPipeline(
    {
      host: request.headers.get("host"),
      pathname: request.nextUrl.pathname,
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
  if (state.answer) {
    const { status, message } = state.answer;
    if (status === 500) console.error(message);
    response = new NextResponse(errorPageHtml(status, localeFromPath(request.nextUrl.pathname), message), {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" },
    });
  } else if (state.redirect) {
    response = NextResponse.redirect(new URL(state.redirect, request.nextUrl), 307);
  } else {
    // Route handlers read the client id from a request header; pages read the cookie on the client.
    const headers = new Headers(request.headers);
    if (state.clientId) headers.set("x-client-id", state.clientId);
    response = state.rewrite
      ? NextResponse.rewrite(new URL(state.rewrite, request.nextUrl), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }

  for (const [name, value] of Object.entries(state.headers)) response.headers.set(name, value);
  for (const { name, value, ...options } of state.setCookies) response.cookies.set(name, value, options);
  return response;
}

export const config = {
  // Everything but build assets and files (paths with an extension): pages and route handlers.
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
