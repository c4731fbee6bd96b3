import { PageType } from "@storyfront/schemas";
import { listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/** A landing page of the API's list (spec §3 LP list entry), with the short label menus show when it has one. */
export type ApiLanding = { slug: string; title: string; navLabel?: string | null };
export type ApiLandings = { industry: ApiLanding[]; features: ApiLanding[] };

/** Landing pages per category (spec §9: 20). */
export const landingsPerCategory = 20;

/**
 * The API's landing pages (type 9) for the Solutions menu and the footer (spec §7): 20 per category,
 * industry and features, newest first, in the page's language. Loaded with the chrome of each locale and
 * cached with the page tags, so a published landing shows after revalidation. A failure is only logged.
 */
export async function loadApiLandings(domain: DomainInfo, locale: Locale): Promise<ApiLandings> {
  const api = serverApi(domain, locale);
  const load = (category: "industry" | "features") =>
    listPages(api, { type: PageType.landingPage, page: 1, "per-page": landingsPerCategory, sort: "-created_at", category })
      .then(({ items }) => items.map(({ slug, title, navLabel }) => ({ slug, title, navLabel })))
      .catch((error: unknown) => {
        console.error(`Landing pages (${category}) failed`, error instanceof Error ? error.message : error);
        return [];
      });
  const [industry, features] = await Promise.all([load("industry"), load("features")]);
  return { industry, features };
}
