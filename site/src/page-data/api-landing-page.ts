import { PageType, type Page } from "@storyfront/schemas";
import { getPage, isApiNotFound, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import { sourceLocale, type Locale } from "@/i18n/locales";

/**
 * A landing page of the API (type 9) by slug, for /solutions/{slug} and /{slug} when no content file has
 * that slug (the content wins). English only, like every solutions page. Cached with the page's tags, so a
 * landing published at the API appears after revalidation without a rebuild. Null when there is none.
 */
export async function findApiLanding(domain: DomainInfo, locale: Locale, slug: string): Promise<Page | null> {
  if (locale !== sourceLocale || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  try {
    const page = await getPage(serverApi(domain, locale), slug, { type: PageType.landingPage });
    return page.type === PageType.landingPage ? page : null;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
