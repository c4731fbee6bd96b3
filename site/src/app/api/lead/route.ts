import { idempotencyKey, idempotencyKeyHeader, leadRequest } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { routeHandlerApi, sendLead } from "@/api-client";
import { answer, apiFailure, forbidden } from "@/route-handlers/api-answers";
import { stateChanging } from "@/route-handlers/state-changing";

export const dynamic = "force-dynamic";

/**
 * The demo request form's endpoint: checks the body with the API's own schema, then hands it to
 * POST /lead with the visitor's Idempotency-Key, so a double click or a retry stores one lead.
 */
export const POST = stateChanging(async (request: NextRequest) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const key = idempotencyKey.safeParse(request.headers.get(idempotencyKeyHeader));
  if (!key.success) return NextResponse.json({ message: "Idempotency-Key is missing" }, { status: 422 });
  const body = leadRequest.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    const errors = body.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    return NextResponse.json({ message: "Validation failed", errors }, { status: 422 });
  }
  try {
    const sent = await sendLead(handler.api, body.data, key.data);
    return answer(sent.answer, sent.status);
  } catch (error) {
    return apiFailure(error, "POST /lead");
  }
});
