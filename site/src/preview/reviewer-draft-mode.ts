// Whether a reviewer turned Next's draft mode on (/api/draft). A content branch's preview also renders in draft mode,
// only so that its pages skip the page cache (server/content-previews.ts): there it shows no API drafts and no
// draft bar, since anyone with a preview's address may open it.
import { draftMode } from "next/headers";
import { contentScope } from "@/content-branches/content-scope";

export async function reviewerDraftMode(): Promise<boolean> {
  return !contentScope() && (await draftMode()).isEnabled;
}
