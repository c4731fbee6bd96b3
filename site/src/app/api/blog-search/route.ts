import { PageType } from "@storyfront/schemas";
import { NextResponse } from "next/server";
import { listPages, routeHandlerApi } from "@/api-client";
import { forbidden } from "@/route-handlers/api-answers";
import { toSearchResult } from "@/page-data/search-result";

/** GET /api/blog-search?q=&lang=: blog articles whose title or description holds q (spec §2.1 /blog/search). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const handler = routeHandlerApi(request, url.searchParams.get("lang"));
  if (!handler) return forbidden();
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  if (!q) return NextResponse.json({ items: [], totalCount: 0 });
  try {
    const { items, pagination } = await listPages({ ...handler.api, clientId: undefined }, { type: PageType.blog, q, "per-page": 24, expand: ["tags"] });
    return NextResponse.json({ items: items.map(toSearchResult), totalCount: pagination.totalCount });
  } catch (error) {
    console.error(error);
    return NextResponse.json({ message: "Error while fetching data" }, { status: 502 });
  }
}
