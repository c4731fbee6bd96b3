import { draftMode } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { authoredPage } from "@storyfront/schemas";
import { sendCall } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { newsroomReachable } from "@/studio/newsroom/newsroom-access";
import { sitePathOf } from "@/studio/newsroom/page/page-form";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * Preview: the page as visitors will read it, drafts included. The API decides whether the signed-in editor may see
 * this page (GET /admin/page/{id} needs page-edit); then draft mode is turned on for this browser, as /api/draft does
 * with the preview secret, and the page's own address opens.
 */
export async function GET(request: NextRequest, context: Context) {
  if (!(await newsroomReachable())) notFound();
  const { id } = await context.params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const answer = await withSession(request, (api) => sendCall(api, "adminPageView", { params: { id } }));
  if (answer.status !== 200) return answer;
  const page = authoredPage.safeParse(await answer.json());
  if (!page.success) notFound();
  (await draftMode()).enable();
  redirect(sitePathOf(page.data.type, page.data.slug, page.data.id));
}
