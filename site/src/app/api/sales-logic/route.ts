import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { keepBehavior } from "@/session/sales-logic";
import { apiCaller, forbidden } from "@/route-handlers/request-domain";
import { visitorIp } from "@/route-handlers/visitor-ip";

export const dynamic = "force-dynamic";

/**
 * The visitor's sales mode (spec §7): GET /sales-logic with the visitor's address, computed here on
 * the server. `behavior` is kept only when it is an object; failures are logged and answer null.
 */
export async function GET(request: NextRequest) {
  const caller = apiCaller(request);
  if (!caller) return forbidden();
  const ip = visitorIp(request.headers);
  const query = ip ? `?user_ip=${encodeURIComponent(ip)}` : "";
  let behavior: Record<string, unknown> | null = null;
  try {
    const response = await fetch(`${caller.domain.ssrApiBaseUrl}/sales-logic${query}`, { headers: caller.headers, cache: "no-store" });
    if (!response.ok) throw new Error(`GET /sales-logic answered ${response.status}`);
    behavior = keepBehavior(await response.json());
  } catch (error) {
    console.error("sales logic failed", error);
  }
  return NextResponse.json({ behavior }, { headers: { "cache-control": "private, no-store" } });
}
