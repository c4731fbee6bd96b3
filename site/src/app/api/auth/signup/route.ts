import type { NextRequest } from "next/server";
import { sendAccountCall } from "@/requests/account-call";
import { stateChanging } from "@/requests/state-changing";

export const dynamic = "force-dynamic";

/** POST /auth/signup at the API for the visitor (see requests/account-call.ts). */
export const POST = stateChanging((request: NextRequest) => sendAccountCall(request, "signup"));
