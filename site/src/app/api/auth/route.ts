import { loginAnswer, loginBody } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { callApiRaw, logOut, routeHandlerApi } from "@/api-client";
import { currentUser } from "@/requests/api-session";
import { answer, apiFailure, forbidden } from "@/requests/api-answers";
import { visitorIp } from "@/requests/visitor-ip";
import { relayAnswer } from "@/requests/api-relay";
import { authCookieNames, cameOverHttps, clearTokens, writeTokens } from "@/requests/auth-cookies";
import { stateChanging } from "@/requests/state-changing";
import { clearTicket, writeTicket } from "@/requests/two-factor-ticket";
import { deviceCookie, writeDevice } from "@/requests/known-device";

// Per visitor, never cached: the header asks here who is signed in so pages themselves stay static.
export const dynamic = "force-dynamic";

/** The signed-in user ({ user: null } for visitors); refreshes tokens on the way when needed. */
export async function GET(request: NextRequest) {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const jar = await cookies();
  try {
    const result = await currentUser(handler.api, {
      token: jar.get(authCookieNames.token)?.value || undefined,
      refreshToken: jar.get(authCookieNames.refreshToken)?.value || undefined,
    });
    const response = answer({ user: result.user });
    if (result.tokens) writeTokens(response.cookies, handler.domain, result.tokens, cameOverHttps(request));
    if (result.reset) clearTokens(response.cookies, handler.domain, cameOverHttps(request));
    return response;
  } catch (error) {
    console.error("GET /api/auth failed", error);
    return NextResponse.json(
      { user: null, message: "Server error, please try again later" },
      { status: 502, headers: { "cache-control": "no-store" } },
    );
  }
}

/**
 * Sign-in (the site's /login page, and tests): POST /auth at the API. Tokens go into httpOnly cookies; for
 * an account with two-factor sign-in the API's ticket goes into its own httpOnly cookie and the page is
 * told to ask for the code. The known-device cookie goes along and a new device token lands in it. While the
 * account is under attack the page is told to ask for the e-mailed code (`emailCodeRequired`) and sends it with the
 * password again. Refusals (401, the throttle's 429 with Retry-After, 422) pass through as they are.
 */
export const POST = stateChanging(async (request: NextRequest) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const body = loginBody.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ message: "Incorrect email or password" }, { status: 422 });
  // The device token comes from its httpOnly cookie only, never from the page.
  const device = (await cookies()).get(deviceCookie)?.value || undefined;
  const { email, password, emailCode } = body.data;
  try {
    const sent = await callApiRaw({ ...handler.api, visitorIp: visitorIp(request.headers) }, "authLogin", {
      body: { email, password, emailCode, device },
    });
    if (!sent.ok) return relayAnswer(sent);
    const login = loginAnswer.parse(await sent.json());
    const secure = cameOverHttps(request);
    if ("emailCodeRequired" in login) return answer(login);
    if ("twoFactorRequired" in login) {
      const response = answer({ twoFactorRequired: true, expiresIn: login.expiresIn });
      writeTicket(response.cookies, handler.domain, login.ticket, login.expiresIn, secure);
      return response;
    }
    const response = answer({ ok: true });
    writeTokens(response.cookies, handler.domain, login, secure);
    writeDevice(response.cookies, handler.domain, login.device, secure);
    clearTicket(response.cookies, handler.domain, secure);
    return response;
  } catch (error) {
    return apiFailure(error, "POST /auth");
  }
});

/**
 * Sign-out (spec §4): DELETE /auth at the API with whichever cookies are there (the refresh token in the body
 * ends the session even after the 30-minute access cookie has gone), then both token cookies go whatever it answered.
 * The known-device cookie stays: the browser is still the owner's.
 */
export const DELETE = stateChanging(async (request: NextRequest) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const jar = await cookies();
  const token = jar.get(authCookieNames.token)?.value || undefined;
  const refreshToken = jar.get(authCookieNames.refreshToken)?.value || undefined;
  if (token || refreshToken) {
    await logOut({ ...handler.api, token }, refreshToken).catch((error: unknown) => console.error("DELETE /auth failed", error));
  }
  const response = answer({ ok: true });
  clearTokens(response.cookies, handler.domain, cameOverHttps(request));
  return response;
});
