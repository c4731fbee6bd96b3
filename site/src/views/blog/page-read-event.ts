// The read event (spec §4 "Page read"): sent once per page per browser tab, after the reader reaches the
// end; the API counts it once per client id. The answer is broadcast so the view count can update.
import { callSiteRoute } from "@/api-client/site-route";

export const pageReadEventName = "sf:page-read";

export type PageReadDetail = { slug: string; views: number; wasRead: true };

const sent = new Set<string>();

/** Posts the read event through the same-origin route handler; resolves with the new count or null. */
export async function sendPageRead(slug: string): Promise<PageReadDetail | null> {
  if (sent.has(slug)) return null;
  sent.add(slug);
  try {
    const response = await callSiteRoute(`/api/page-read/${encodeURIComponent(slug)}`, { method: "POST" });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const answer = (await response.json()) as { views: number };
    const detail: PageReadDetail = { slug, views: answer.views, wasRead: true };
    window.dispatchEvent(new CustomEvent<PageReadDetail>(pageReadEventName, { detail }));
    return detail;
  } catch (error) {
    // A failed read event is only logged; the reader may try again on the next visit.
    sent.delete(slug);
    console.error("page read event failed", error);
    return null;
  }
}
