import type { NextRequest } from "next/server";
import { sendAccountCall } from "@/route-handlers/account-call";
import { stateChanging } from "@/route-handlers/state-changing";

export const dynamic = "force-dynamic";

/** POST /auth/email-change/confirm at the API for the visitor (see route-handlers/account-call.ts). */
export const POST = stateChanging((request: NextRequest) => sendAccountCall(request, "email-change/confirm"));
