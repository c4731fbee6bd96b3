import { feedResponse } from "@/feeds/feed-response";
import { notFoundAnswer } from "@/pipeline/error-page-html";

export const dynamic = "force-dynamic";

/** The feeds' handler; the proxy rewrites /{locale prefix}/blog/rss.xml and the others here (feeds/feed-paths.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; section: string; file: string }> }) {
  const { locale, section, file } = await params;
  const format = file === "rss.xml" ? "rss" : file === "atom.xml" ? "atom" : undefined;
  if (!format || (section !== "blog" && section !== "press")) return notFoundAnswer(request);
  return feedResponse(request, locale, section, format);
}
