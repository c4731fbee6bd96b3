import { authTokens } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { relayAnswer, sendCall } from "@/route-handlers/api-relay";
import { cameOverHttps, writeTokens } from "@/route-handlers/auth-cookies";
import { apiCaller, forbidden } from "@/route-handlers/request-domain";
import { clearTicket, twoFactorTicketCookie } from "@/route-handlers/two-factor-ticket";

export const dynamic = "force-dynamic";

/**
 * The second sign-in step: the code the visitor typed and the ticket kept in its cookie go to
 * POST /auth/two-factor. Tokens land in their cookies and the ticket is dropped; a wrong code (422) keeps
 * the ticket for another try, an expired or used one (401) drops it.
 */
export async function POST(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const ticket = (await cookies()).get(twoFactorTicketCookie)?.value;
  const secure = cameOverHttps(request);
  if (!ticket) return NextResponse.json({ message: "This sign-in has expired; sign in again with your email and password" }, { status: 401 });
  const input: unknown = await request.json().catch(() => null);
  const code = typeof input === "object" && input !== null && "code" in input && typeof input.code === "string" ? input.code : "";
  const answer = await sendCall(caller, "authTwoFactor", { body: { ticket, code } });
  if (!answer.ok) {
    const response = await relayAnswer(answer);
    if (answer.status !== 401) return response;
    const expired = new NextResponse(response.body, response);
    clearTicket(expired.cookies, caller.domain, secure);
    return expired;
  }
  const response = NextResponse.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  writeTokens(response.cookies, caller.domain, authTokens.parse(await answer.json()), secure);
  clearTicket(response.cookies, caller.domain, secure);
  return response;
}
