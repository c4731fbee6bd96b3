import { loginAnswer, loginBody } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { authCookieNames, cameOverHttps, clearTokens, writeTokens } from "@/route-handlers/auth-cookies";
import { currentUser } from "@/route-handlers/api-session";
import { apiCaller, forbidden } from "@/route-handlers/request-domain";
import { relayAnswer, sendCall } from "@/route-handlers/api-relay";
import { clearTicket, writeTicket } from "@/route-handlers/two-factor-ticket";

// Per visitor, never cached: the header asks here who is signed in so pages themselves stay static.
export const dynamic = "force-dynamic";

/** The signed-in user ({ user: null } for visitors); refreshes tokens on the way when needed. */
export async function GET(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const jar = await cookies();
  try {
    const result = await currentUser(caller, {
      token: jar.get(authCookieNames.token)?.value || undefined,
      refreshToken: jar.get(authCookieNames.refreshToken)?.value || undefined,
    });
    const response = NextResponse.json({ user: result.user }, { headers: { "cache-control": "no-store" } });
    if (result.tokens) writeTokens(response.cookies, caller.domain, result.tokens, cameOverHttps(request));
    if (result.reset) clearTokens(response.cookies, caller.domain, cameOverHttps(request));
    return response;
  } catch (error) {
    console.error("GET /api/auth failed", error);
    return NextResponse.json({ user: null, message: "Server error, please try again later" }, { status: 502, headers: { "cache-control": "no-store" } });
  }
}

/**
 * Sign-in (the site's /login page, and tests): POST /auth at the API. Tokens go into httpOnly cookies; for
 * an account with two-factor sign-in the API's ticket goes into its own httpOnly cookie and the page is
 * told to ask for the code. Refusals (401, the throttle's 429 with Retry-After, 422) pass through as they are.
 */
export async function POST(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const body = loginBody.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ message: "Incorrect email or password" }, { status: 422 });
  const answer = await sendCall(caller, "authLogin", { body: body.data });
  if (!answer.ok) return relayAnswer(answer);
  const login = loginAnswer.parse(await answer.json());
  const secure = cameOverHttps(request);
  if ("twoFactorRequired" in login) {
    const response = NextResponse.json({ twoFactorRequired: true, expiresIn: login.expiresIn }, { headers: { "cache-control": "no-store" } });
    writeTicket(response.cookies, caller.domain, login.ticket, login.expiresIn, secure);
    return response;
  }
  const response = NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  writeTokens(response.cookies, caller.domain, login, secure);
  clearTicket(response.cookies, caller.domain, secure);
  return response;
}

/** Sign-out (spec §4): DELETE /auth at the API, then both token cookies go whatever it answered. */
export async function DELETE(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const token = (await cookies()).get(authCookieNames.token)?.value;
  if (token) {
    await fetch(`${caller.domain.ssrApiBaseUrl}/auth`, { method: "DELETE", headers: { ...caller.headers, authorization: `Bearer ${token}` }, cache: "no-store" }).catch(
      (error: unknown) => console.error("DELETE /auth failed", error),
    );
  }
  const response = NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  clearTokens(response.cookies, caller.domain, cameOverHttps(request));
  return response;
}
