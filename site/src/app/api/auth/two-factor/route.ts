import { signInTokens } from "@storyfront/schemas";
import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { callApiRaw, routeHandlerApi } from "@/api-client";
import { answer, apiFailure, forbidden } from "@/requests/api-answers";
import { visitorIp } from "@/requests/visitor-ip";
import { relayAnswer } from "@/requests/api-relay";
import { cameOverHttps, writeTokens } from "@/requests/auth-cookies";
import { stateChanging } from "@/requests/state-changing";
import { clearTicket, twoFactorTicketCookie } from "@/requests/two-factor-ticket";
import { deviceCookie, writeDevice } from "@/requests/known-device";

export const dynamic = "force-dynamic";

/**
 * The second sign-in step: the code the visitor typed and the ticket kept in its cookie go to
 * POST /auth/two-factor, with the known-device cookie. Tokens (and a new device token) land in their cookies and
 * the ticket is dropped; a wrong code (422) keeps the ticket for another try, an expired or used one (401) drops it.
 */
export const POST = stateChanging(async (request: NextRequest) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const jar = await cookies();
  const ticket = jar.get(twoFactorTicketCookie)?.value;
  const device = jar.get(deviceCookie)?.value || undefined;
  const secure = cameOverHttps(request);
  if (!ticket)
    return NextResponse.json({ message: "This sign-in has expired; sign in again with your email and password" }, { status: 401 });
  const input: unknown = await request.json().catch(() => null);
  const code = typeof input === "object" && input !== null && "code" in input && typeof input.code === "string" ? input.code : "";
  try {
    const sent = await callApiRaw({ ...handler.api, visitorIp: visitorIp(request.headers) }, "authTwoFactor", {
      body: { ticket, code, device },
    });
    if (!sent.ok) {
      const relayed = await relayAnswer(sent);
      if (sent.status !== 401) return relayed;
      const expired = new NextResponse(relayed.body, relayed);
      clearTicket(expired.cookies, handler.domain, secure);
      return expired;
    }
    const response = answer({ ok: true });
    const tokens = signInTokens.parse(await sent.json());
    writeTokens(response.cookies, handler.domain, tokens, secure);
    writeDevice(response.cookies, handler.domain, tokens.device, secure);
    clearTicket(response.cookies, handler.domain, secure);
    return response;
  } catch (error) {
    return apiFailure(error, "POST /auth/two-factor");
  }
});
