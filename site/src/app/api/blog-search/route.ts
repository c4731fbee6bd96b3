import { PageType } from "@storyfront/schemas";
import { NextResponse } from "next/server";
import { isApiFetchError, listPages, routeHandlerApi } from "@/api-client";
import { forbidden } from "@/requests/api-answers";
import { readSearchQuery } from "@/page-data/search-query";
import { toSearchResult } from "@/page-data/search-result";

const noStore = { "cache-control": "no-store" } as const;

/** GET /api/blog-search?q=&lang=: blog articles whose title or description holds q (spec §2.1 /blog/search). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const handler = routeHandlerApi(request, url.searchParams.get("lang"));
  if (!handler) return forbidden();
  const read = readSearchQuery(url.searchParams.get("q"));
  if (!read.ok) return NextResponse.json({ message: read.message }, { status: 400, headers: noStore });
  if (!read.q) return NextResponse.json({ items: [], totalCount: 0 });
  try {
    const { items, pagination } = await listPages(
      { ...handler.api, clientId: undefined },
      { type: PageType.blog, q: read.q, "per-page": 24, expand: ["tags"] },
    );
    return NextResponse.json({ items: items.map(toSearchResult), totalCount: pagination.totalCount });
  } catch (error) {
    // The API's own refusal of the text (400/422) is the visitor's input, not an outage.
    if (isApiFetchError(error) && error.failure === "status" && (error.status === 400 || error.status === 422)) {
      return NextResponse.json({ message: "The search text cannot be searched for; try other words" }, { status: 400, headers: noStore });
    }
    console.error(error);
    return NextResponse.json({ message: "Error while fetching data" }, { status: 502 });
  }
}
