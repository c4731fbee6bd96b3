import { idempotencyKey, idempotencyKeyHeader, leadRequest } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { callApiRaw, routeHandlerApi } from "@/api-client";
import { forbidden } from "@/requests/api-answers";
import { relayAnswer, unreachable } from "@/requests/api-relay";
import { stateChanging } from "@/requests/state-changing";
import { visitorIp } from "@/requests/visitor-ip";

export const dynamic = "force-dynamic";

/**
 * The demo request form's endpoint: checks the body with the API's own schema, then hands it to
 * POST /lead with the visitor's Idempotency-Key, so a double click or a retry stores one lead, and the visitor's
 * address, which the API limits leads by. Its answer passes on as it came: 201 stored, 200 stored before, 422 field
 * errors, 429 with Retry-After (not stored; the form says so and keeps the values).
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
    const api = { ...handler.api, visitorIp: visitorIp(request.headers) };
    const sent = await callApiRaw(api, "lead", { body: body.data, headers: { [idempotencyKeyHeader]: key.data } });
    return await relayAnswer(sent, sent.ok ? "lead" : undefined);
  } catch (error) {
    return unreachable(error, "POST /lead");
  }
});
