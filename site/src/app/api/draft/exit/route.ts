import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { sameSitePath } from "@/route-handlers/draft-mode";

/** GET /api/draft/exit[?path=…]: turns draft mode off and goes back to the page (or the home page). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(sameSitePath(new URL(request.url).searchParams.get("path")) ?? "/");
}
