import { loginBody } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { logIn, logOut, routeHandlerApi } from "@/api-client";
import { currentUser } from "@/route-handlers/api-session";
import { answer, apiFailure, forbidden } from "@/route-handlers/api-answers";
import { authCookieNames, cameOverHttps, clearTokens, writeTokens } from "@/route-handlers/auth-cookies";

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
    return NextResponse.json({ user: null, message: "Server error, please try again later" }, { status: 502, headers: { "cache-control": "no-store" } });
  }
}

/**
 * Sign in through the API's POST /auth. There is no sign-in page on this site (the console has it);
 * this handler lets tests and local tools start a session on the site's own domain.
 */
export async function POST(request: NextRequest) {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const body = loginBody.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ message: "Incorrect email or password" }, { status: 422 });
  try {
    const tokens = await logIn(handler.api, body.data);
    if ("twoFactorRequired" in tokens) return answer({ twoFactorRequired: true }, 401);
    const response = answer({ ok: true });
    writeTokens(response.cookies, handler.domain, tokens, cameOverHttps(request));
    return response;
  } catch (error) {
    return apiFailure(error, "POST /auth");
  }
}

/** Sign-out (spec §4): DELETE /auth at the API, then both token cookies go whatever it answered. */
export async function DELETE(request: NextRequest) {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const token = (await cookies()).get(authCookieNames.token)?.value;
  if (token) await logOut({ ...handler.api, token }).catch((error: unknown) => console.error("DELETE /auth failed", error));
  const response = answer({ ok: true });
  clearTokens(response.cookies, handler.domain, cameOverHttps(request));
  return response;
}
