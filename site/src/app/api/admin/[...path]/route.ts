import { apiCalls, type ApiCallName } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { findSignedInCall, relayAnswer, sendCall } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

/** The admin calls the signed-in area relays; the API decides who may (401/403 come back unchanged). */
const adminCalls: readonly ApiCallName[] = [
  "adminTagList",
  "adminTagView",
  "adminTagCreate",
  "adminTagUpdate",
  "adminTagDelete",
  "adminTagGroupList",
  "adminTagGroupView",
  "adminTagGroupCreate",
  "adminTagGroupUpdate",
  "adminTagGroupDelete",
  "adminLeadList",
  "adminLeadExport",
  "adminLeadResend",
  "adminVitals",
  // The Studio's newsroom (issue 39): writing, publishing and autosaving pages; the API checks page-edit.
  "adminPageList",
  "adminPageView",
  "adminPageCreate",
  "adminPageUpdate",
  "adminPagePublish",
  "adminPageSchedule",
  "adminPageUnpublish",
  "adminPageRevisionList",
  "adminPageRevisionRestore",
  "adminPageAutosave",
  "adminPageAutosaveView",
  "adminPageArchive",
  "adminPageUnarchive",
  "adminPageAudit",
];

type Context = { params: Promise<{ path: string[] }> };

/** /api/admin/… → the same path at the API, as the signed-in visitor, for the calls listed above only. */
async function relay(request: NextRequest, context: Context) {
  const { path } = await context.params;
  const found = findSignedInCall(request.method, `/admin/${path.map(encodeURIComponent).join("/")}`, adminCalls);
  if (!found) return NextResponse.json({ message: "Page not found" }, { status: 404 });
  // Only calls whose contract has a body read one (POST /admin/lead/{id}/resend has none).
  const takesBody = "body" in apiCalls[found.name];
  const body = takesBody ? await request.json().catch(() => undefined) : undefined;
  if (takesBody && body === undefined) {
    return NextResponse.json({ message: "Client error, please try again later" }, { status: 400 });
  }
  return withSession(request, async (api) =>
    relayAnswer(await sendCall(api, found.name, { params: found.params, search: request.nextUrl.searchParams, body }), found.name),
  );
}

const write = stateChanging(relay);

export { relay as GET, write as POST, write as PUT, write as DELETE };
