import type { AuthTokens } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { authCookieNames, cameOverHttps, clearTokens, writeTokens } from "./auth-cookies";
import { refreshTokens } from "./api-session";
import { apiCaller, forbidden, type ApiCaller } from "./request-domain";

const signInFirst = () => NextResponse.json({ message: "Sign in to continue" }, { status: 401, headers: { "cache-control": "no-store" } });

/**
 * Runs an API call as the signed-in visitor of a same-origin request: takes the access token from its
 * httpOnly cookie, refreshes it (once) when it is missing or refused, writes new tokens back, and resets
 * the session when the refresh is refused. 401 when nobody is signed in.
 */
export async function withSession(request: NextRequest, send: (caller: ApiCaller, token: string) => Promise<Response>): Promise<Response> {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const jar = await cookies();
  let token = jar.get(authCookieNames.token)?.value || undefined;
  const refreshToken = jar.get(authCookieNames.refreshToken)?.value || undefined;
  let tokens: AuthTokens | null = null;
  const secure = cameOverHttps(request);
  const reset = () => {
    const response = signInFirst();
    clearTokens(response.cookies, caller.domain, secure);
    return response;
  };

  if (!token && refreshToken) {
    tokens = await refreshTokens(caller, refreshToken);
    if (!tokens) return reset();
    token = tokens.token;
  }
  if (!token) return signInFirst();
  let answer = await send(caller, token);
  if (answer.status === 401 && !tokens && refreshToken) {
    tokens = await refreshTokens(caller, refreshToken);
    if (!tokens) return reset();
    answer = await send(caller, tokens.token);
  }
  const response = new NextResponse(answer.body, answer);
  if (tokens) writeTokens(response.cookies, caller.domain, tokens, secure);
  return response;
}
