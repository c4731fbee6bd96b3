import { authTokens, type ApiCallName } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { callApiRaw, routeHandlerApi } from "@/api-client";
import { answer, forbidden } from "./api-answers";
import { relayAnswer, unreachable } from "./api-relay";
import { cameOverHttps, writeTokens } from "./auth-cookies";

/** The public account calls (no session): sign-up, its confirmation e-mail, password reset. */
export const accountCalls = {
  signup: "signup",
  "signup/resend": "signupResend",
  "signup/confirm": "signupConfirm",
  "password-reset": "passwordReset",
  "password-reset/confirm": "passwordResetConfirm",
} as const satisfies Record<string, ApiCallName>;

export type AccountCallPath = keyof typeof accountCalls;

/**
 * Sends one public account call for the visitor. The API writes the e-mailed links for the site the visitor is
 * on, so it is told the visitor's Host (with its port) and scheme; it accepts only hosts of its own sites.
 * A confirmed sign-up signs in: its tokens go into the httpOnly cookies as POST /api/auth does, never to the page.
 */
export async function sendAccountCall(request: NextRequest, path: AccountCallPath): Promise<Response> {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return NextResponse.json({ message: "Client error, please try again later" }, { status: 400 });
  const name = accountCalls[path];
  const secure = cameOverHttps(request);
  try {
    const api = { ...handler.api, host: request.headers.get("host") ?? handler.api.host };
    const sent = await callApiRaw(api, name, { body, headers: { "x-forwarded-proto": secure ? "https" : "http" } } as never);
    if (name !== "signupConfirm" || !sent.ok) return relayAnswer(sent, sent.ok ? name : undefined);
    const tokens = authTokens.parse(await sent.json());
    const response = answer({ ok: true });
    writeTokens(response.cookies, handler.domain, tokens, secure);
    return response;
  } catch (error) {
    return unreachable(error, `POST /auth/${path}`);
  }
}
