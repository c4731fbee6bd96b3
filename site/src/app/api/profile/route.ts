import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { relayAnswer, sendCall } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

/** PUT /profile as the signed-in visitor; the API's field errors (422) come back as they are. */
export const PUT = stateChanging(async (request: NextRequest) => {
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return NextResponse.json({ message: "Client error, please try again later" }, { status: 400 });
  return withSession(request, async (api) =>
    relayAnswer(
      await sendCall(api, "profileUpdate", { search: new URLSearchParams({ expand: "activeProject,newNotificationCount" }), body }),
      "profileUpdate",
    ),
  );
});
