// The API half of the proxy's "is this a page?" decision: the same calls the pages make, so the answer
// agrees with what the page would render. Kept for a short while per process, so a burst of visits to
// one article costs one call; a failure is "unknown" and the page renders (and shows its own error).
// Two answers of the reading calls are more than "missing": a published page's former slug (404 with
// `movedTo`), which the proxy answers with a 301 to the new address, and an archived page (410), which
// gets our 410 page.
import { PageType, type PageTypeValue } from "@storyfront/schemas";
import { getCategory, getPage, isApiFetchError, listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import type { ApiLookup } from "./page-existence";
import { blogPerPage } from "@/page-data/blog-route";
import { liveSettings, siteConfig } from "@/domain/site-config";

export type ApiAnswer = "page" | "missing" | "gone" | "unknown" | { movedTo: { slug: string; type: PageTypeValue } };

const ttlMs = siteConfig.pageExistenceTtlMs;
const negativeTtlMs = 1_000;
const maxEntries = 2_000;
const remembered = new Map<string, { answer: ApiAnswer; until: number }>();

/** The current slug of a renamed page in a 404 body (`movedTo`, schemas' pageRedirect), when the types fit. */
function movedTo(answer: unknown, types: readonly PageTypeValue[] | undefined): ApiAnswer | undefined {
  const moved = (answer as { movedTo?: { slug?: unknown; type?: unknown } } | null)?.movedTo;
  if (typeof moved?.slug !== "string" || typeof moved.type !== "number") return undefined;
  const type = moved.type as PageTypeValue;
  return !types || types.includes(type) ? { movedTo: { slug: moved.slug, type } } : undefined;
}

/** How the API's refusal of a lookup reads: moved, archived (410) or no such page; undefined when it is no refusal. */
export function refusalAnswer(error: unknown, lookup: ApiLookup): ApiAnswer | undefined {
  if (!isApiFetchError(error) || error.failure !== "status" || error.status === undefined) return undefined;
  const status = error.status;
  if (status < 400 || status >= 500) return undefined;
  if (status === 410) return "gone";
  if (status === 404 && lookup.kind === "page") return movedTo(error.answer, lookup.types) ?? "missing";
  return "missing";
}

async function ask(domain: DomainInfo, locale: Locale, lookup: ApiLookup, draft: boolean): Promise<ApiAnswer> {
  const secret = draft ? liveSettings.previewSecret() : undefined;
  const api = secret ? { ...serverApi(domain, locale), draftSecret: secret } : serverApi(domain, locale);
  try {
    if (lookup.kind === "page") {
      const found = await getPage(api, lookup.idOrSlug);
      return !lookup.types || lookup.types.includes(found.type) ? "page" : "missing";
    }
    let category: string | undefined;
    if (lookup.kind === "category") category = (await getCategory(api, lookup.idOrSlug)).slug;
    if (lookup.listPage <= 1) return "page";
    const list = await listPages(api, {
      type: PageType.blog,
      page: lookup.listPage,
      "per-page": blogPerPage,
      sort: "-created_at",
      expand: ["tags"],
      category,
    });
    return lookup.listPage <= list.pagination.pageCount ? "page" : "missing";
  } catch (error) {
    // The API refusing the slug (404, or 400/422 for one it cannot even read) means no such page;
    // no answer, a timeout or a 5xx means we do not know.
    return refusalAnswer(error, lookup) ?? "unknown";
  }
}

/**
 * `draft`: the browser is in draft mode (an editor's Preview), so an unpublished page counts too: asked with the draft
 * credential, and never remembered for visitors. (A forged draft cookie only gets the page's own not-found then.)
 */
export async function apiPageExists(domain: DomainInfo, locale: Locale, lookup: ApiLookup, draft = false): Promise<ApiAnswer> {
  if (draft) return ask(domain, locale, lookup, true);
  const key = `${domain.ssrApiBaseUrl}|${locale}|${JSON.stringify(lookup)}`;
  const now = Date.now();
  const hit = remembered.get(key);
  if (hit && hit.until > now) return hit.answer;
  const answer = await ask(domain, locale, lookup, false);
  if (answer !== "unknown") {
    if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value as string);
    // A "no such page" is kept briefly: a page published since must show within a second or two on every instance.
    remembered.set(key, { answer, until: now + (answer === "page" ? ttlMs : Math.min(ttlMs, negativeTtlMs)) });
  }
  return answer;
}
