import { authTokens, type ApiCallName } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { callApiRaw, routeHandlerApi } from "@/api-client";
import { answer, forbidden } from "./api-answers";
import { relayAnswer, unreachable } from "./api-relay";
import { cameOverHttps, clearTokens, writeTokens } from "./auth-cookies";
import { visitorIp } from "./visitor-ip";

/** The public account calls (no session): sign-up, its confirmation e-mail, password reset, e-mail change links. */
export const accountCalls = {
  signup: "signup",
  "signup/resend": "signupResend",
  "signup/confirm": "signupConfirm",
  "password-reset": "passwordReset",
  "password-reset/confirm": "passwordResetConfirm",
  "email-change/confirm": "emailChangeConfirm",
} as const satisfies Record<string, ApiCallName>;

export type AccountCallPath = keyof typeof accountCalls;

/**
 * Sends one public account call for the visitor. The API writes the e-mailed links from its own configured
 * origin for the request's language (SITE_BASE_URL / SITE_BASE_URL_RU), so nothing of the visitor's Host is sent.
 * A confirmed sign-up signs in: its tokens go into the httpOnly cookies as POST /api/auth does, never to the page.
 * The visitor's address goes along: the API limits the e-mails sent per address (its 429 passes on with Retry-After).
 * A confirmed e-mail change has ended every session of the account, so this browser's token cookies go too.
 */
export async function sendAccountCall(request: NextRequest, path: AccountCallPath): Promise<Response> {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return NextResponse.json({ message: "Client error, please try again later" }, { status: 400 });
  const name = accountCalls[path];
  const secure = cameOverHttps(request);
  try {
    const sent = await callApiRaw({ ...handler.api, visitorIp: visitorIp(request.headers) }, name, { body } as never);
    if (name === "emailChangeConfirm" && sent.ok) {
      const relayed = await relayAnswer(sent, name);
      const response = new NextResponse(relayed.body, { status: relayed.status, headers: relayed.headers });
      clearTokens(response.cookies, handler.domain, secure);
      return response;
    }
    if (name !== "signupConfirm" || !sent.ok) return relayAnswer(sent, sent.ok ? name : undefined);
    const tokens = authTokens.parse(await sent.json());
    const response = answer({ ok: true });
    writeTokens(response.cookies, handler.domain, tokens, secure);
    return response;
  } catch (error) {
    return unreachable(error, `POST /auth/${path}`);
  }
}
