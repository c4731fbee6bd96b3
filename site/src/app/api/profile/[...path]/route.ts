import type { ApiCallName } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { findSignedInCall, relayAnswer, sendCall } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

/** The signed-in user's own sign-in settings: password change, e-mail change and two-factor enrolment. */
const securityCalls: readonly ApiCallName[] = [
  "passwordChange",
  "emailChange",
  "twoFactorView",
  "twoFactorStart",
  "twoFactorConfirm",
  "twoFactorDisable",
];

type Context = { params: Promise<{ path: string[] }> };

/** /api/profile/… → the same path at the API, as the signed-in visitor, for the calls listed above only. */
async function relay(request: NextRequest, context: Context) {
  const { path } = await context.params;
  const found = findSignedInCall(request.method, `/profile/${path.map(encodeURIComponent).join("/")}`, securityCalls);
  if (!found) return NextResponse.json({ message: "Page not found" }, { status: 404 });
  const text = request.method === "GET" ? "" : await request.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return NextResponse.json({ message: "Client error, please try again later" }, { status: 400 });
  }
  return withSession(request, async (api) => relayAnswer(await sendCall(api, found.name, { body }), found.name));
}

const write = stateChanging(relay);

export { relay as GET, write as POST, write as PUT };
