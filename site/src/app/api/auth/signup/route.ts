import type { NextRequest } from "next/server";
import { sendAccountCall } from "@/route-handlers/account-call";

export const dynamic = "force-dynamic";

/** POST /auth/signup at the API for the visitor (see route-handlers/account-call.ts). */
export const POST = (request: NextRequest) => sendAccountCall(request, "signup");
