import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { sameSitePath } from "@/domain/same-site-path";
import { requestOrigin } from "@/requests/request-origin";

/** GET /api/draft/exit[?path=…]: turns draft mode off and goes back to the page (or the home page when it is not ours). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(sameSitePath(new URL(request.url).searchParams.get("path"), requestOrigin(request) ?? undefined) ?? "/");
}
