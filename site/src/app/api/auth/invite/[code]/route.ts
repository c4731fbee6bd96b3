import { inviteParams } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { authCookieNames, cameOverHttps, writeTokens } from "@/route-handlers/auth-cookies";
import { refreshTokens, relay } from "@/route-handlers/api-session";
import { apiCaller, forbidden } from "@/route-handlers/request-domain";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ code: string }> };

async function inviteCode(context: Context) {
  const parsed = inviteParams.safeParse(await context.params);
  return parsed.success ? parsed.data.code : null;
}

/** The invite's state: 200 pending, 404 `Invite "{invite}" not found`, 409 `… already used at …`. */
export async function GET(request: NextRequest, context: Context) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const code = await inviteCode(context);
  if (!code) return NextResponse.json({ message: "Invite not found" }, { status: 404 });
  return relay(await fetch(`${caller.domain.ssrApiBaseUrl}/invite/${encodeURIComponent(code)}`, { headers: caller.headers, cache: "no-store" }));
}

/** Accepts the invite as the signed-in user (401 when nobody is signed in). */
export async function POST(request: NextRequest, context: Context) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const code = await inviteCode(context);
  if (!code) return NextResponse.json({ message: "Invite not found" }, { status: 404 });
  const jar = await cookies();
  let token = jar.get(authCookieNames.token)?.value;
  const refreshToken = jar.get(authCookieNames.refreshToken)?.value;
  const tokens = !token && refreshToken ? await refreshTokens(caller, refreshToken) : null;
  if (tokens) token = tokens.token;
  if (!token) return NextResponse.json({ message: "Sign in to accept the invite" }, { status: 401 });
  const response = await relay(
    await fetch(`${caller.domain.ssrApiBaseUrl}/invite/${encodeURIComponent(code)}/accept`, {
      method: "POST",
      headers: { ...caller.headers, authorization: `Bearer ${token}` },
      cache: "no-store",
    }),
  );
  if (!tokens) return response;
  const withCookies = new NextResponse(response.body, response);
  writeTokens(withCookies.cookies, caller.domain, tokens, cameOverHttps(request));
  return withCookies;
}
