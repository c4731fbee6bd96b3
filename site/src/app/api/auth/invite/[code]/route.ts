import { inviteParams } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { acceptInvite, getInvite, routeHandlerApi } from "@/api-client";
import { refreshTokens } from "@/requests/api-session";
import { answer, apiFailure, forbidden } from "@/requests/api-answers";
import { authCookieNames, cameOverHttps, writeTokens } from "@/requests/auth-cookies";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ code: string }> };

async function inviteCode(context: Context) {
  const parsed = inviteParams.safeParse(await context.params);
  return parsed.success ? parsed.data.code : null;
}

/** The invite's state: 200 pending, 404 `Invite "{invite}" not found`, 409 `… already used at …`. */
export async function GET(request: NextRequest, context: Context) {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const code = await inviteCode(context);
  if (!code) return NextResponse.json({ message: "Invite not found" }, { status: 404 });
  try {
    return answer(await getInvite(handler.api, code));
  } catch (error) {
    return apiFailure(error, "GET /invite");
  }
}

/** Accepts the invite as the signed-in user (401 when nobody is signed in). */
export const POST = stateChanging(async (request: NextRequest, context: Context) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const code = await inviteCode(context);
  if (!code) return NextResponse.json({ message: "Invite not found" }, { status: 404 });
  const jar = await cookies();
  let token = jar.get(authCookieNames.token)?.value;
  const refreshToken = jar.get(authCookieNames.refreshToken)?.value;
  const refreshed = !token && refreshToken ? await refreshTokens(handler.api, refreshToken) : null;
  if (refreshed) token = refreshed.tokens.token;
  if (!token) return NextResponse.json({ message: "Sign in to accept the invite" }, { status: 401 });
  let response: NextResponse;
  try {
    response = answer(await acceptInvite({ ...handler.api, token }, code));
  } catch (error) {
    response = apiFailure(error, "POST /invite/accept");
  }
  if (refreshed?.owner) writeTokens(response.cookies, handler.domain, refreshed.tokens, cameOverHttps(request));
  return response;
});
