import { idempotencyKey, idempotencyKeyHeader, leadRequest } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { relay } from "@/route-handlers/api-session";
import { apiCaller, forbidden } from "@/route-handlers/request-domain";

export const dynamic = "force-dynamic";

/**
 * The demo request form's endpoint: checks the body with the API's own schema, then hands it to
 * POST /lead with the visitor's Idempotency-Key, so a double click or a retry stores one lead.
 */
export async function POST(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const key = idempotencyKey.safeParse(request.headers.get(idempotencyKeyHeader));
  if (!key.success) return NextResponse.json({ message: "Idempotency-Key is missing" }, { status: 422 });
  const body = leadRequest.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    const errors = body.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    return NextResponse.json({ message: "Validation failed", errors }, { status: 422 });
  }
  try {
    const answer = await fetch(`${caller.domain.ssrApiBaseUrl}/lead`, {
      method: "POST",
      headers: { ...caller.headers, "content-type": "application/json", [idempotencyKeyHeader]: key.data },
      body: JSON.stringify(body.data),
      cache: "no-store",
    });
    return relay(answer);
  } catch (error) {
    console.error("POST /lead failed", error);
    return NextResponse.json({ message: "Server error, please try again later" }, { status: 502 });
  }
}
