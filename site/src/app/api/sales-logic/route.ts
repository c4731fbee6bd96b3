import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { getSalesLogic, routeHandlerApi } from "@/api-client";
import { forbidden } from "@/requests/api-answers";
import { visitorIp } from "@/requests/visitor-ip";
import { keepBehavior } from "@/session/sales-logic";

export const dynamic = "force-dynamic";

/**
 * The visitor's sales mode (spec §7): GET /sales-logic with the visitor's address, computed here on
 * the server. `behavior` is kept only when it is an object; failures are logged and answer null.
 */
export async function GET(request: NextRequest) {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  let behavior: Record<string, unknown> | null = null;
  try {
    behavior = keepBehavior(await getSalesLogic(handler.api, visitorIp(request.headers)));
  } catch (error) {
    console.error("sales logic failed", error);
  }
  return NextResponse.json({ behavior }, { headers: { "cache-control": "private, no-store" } });
}
