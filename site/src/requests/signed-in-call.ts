import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { routeHandlerApi, type ApiContext } from "@/api-client";
import { forbidden } from "./api-answers";
import { authCookieNames, cameOverHttps, clearTokens, writeTokens } from "./auth-cookies";
import { refreshTokens, type Refreshed } from "./api-session";
import { unreachable } from "./api-relay";

const signInFirst = () => NextResponse.json({ message: "Sign in to continue" }, { status: 401, headers: { "cache-control": "no-store" } });

/**
 * Runs an API call as the signed-in visitor of a same-origin request: takes the access token from its
 * httpOnly cookie, refreshes it (once) when it is missing or refused, writes new tokens back, and resets
 * the session when the refresh is refused. 401 when nobody is signed in.
 */
export async function withSession(request: NextRequest, send: (api: ApiContext) => Promise<Response>): Promise<Response> {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const jar = await cookies();
  let token = jar.get(authCookieNames.token)?.value || undefined;
  const refreshToken = jar.get(authCookieNames.refreshToken)?.value || undefined;
  let refreshed: Refreshed | null = null;
  const secure = cameOverHttps(request);
  const reset = () => {
    const response = signInFirst();
    clearTokens(response.cookies, handler.domain, secure);
    return response;
  };

  try {
    if (!token && refreshToken) {
      refreshed = await refreshTokens(handler.api, refreshToken);
      if (!refreshed) return reset();
      token = refreshed.tokens.token;
    }
    if (!token) return signInFirst();
    let answer = await send({ ...handler.api, token });
    if (answer.status === 401 && !refreshed && refreshToken) {
      refreshed = await refreshTokens(handler.api, refreshToken);
      if (!refreshed) return reset();
      answer = await send({ ...handler.api, token: refreshed.tokens.token });
    }
    const response = new NextResponse(answer.body, answer);
    // Only the request that refreshed hands the tokens over (api-session.ts).
    if (refreshed?.owner) writeTokens(response.cookies, handler.domain, refreshed.tokens, secure);
    return response;
  } catch (error) {
    return unreachable(error, `${request.method} ${new URL(request.url).pathname}`);
  }
}
