// The API's landing pages (type 9) for the validator's slug-clash warning (npm run validate -- --api <url>).
// Read like the site reads them (apiCalls.pageList, English), every page of the list; a failure is a note.
import type { ApiLandingRef } from "@storyfront/content-model";
import { apiCalls, defaultLocale, PageType, paginationHeaders } from "@storyfront/schemas";

const perPage = 100;
const timeoutMs = 5000;

export type ApiLandingsAnswer = { ok: true; landings: ApiLandingRef[] } | { ok: false; reason: string };

export async function fetchApiLandings(baseUrl: string): Promise<ApiLandingsAnswer> {
  const landings: ApiLandingRef[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const url = new URL(`${baseUrl.replace(/\/+$/, "")}${apiCalls.pageList.path}`);
      url.search = new URLSearchParams({ type: String(PageType.landingPage), page: String(page), "per-page": String(perPage) }).toString();
      const response = await fetch(url, { headers: { lang: defaultLocale }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return { ok: false, reason: `${url.pathname} answered ${response.status}` };
      const items = apiCalls.pageList.answer.parse(await response.json());
      landings.push(...items.map(({ id, slug, title }) => ({ id, slug, title })));
      const pageCount = Number(response.headers.get(paginationHeaders.pageCount) ?? "1");
      if (page >= pageCount || items.length < perPage) return { ok: true, landings };
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, reason: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}
