import { PageType, type Page, type PageTypeValue } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { getPage, isApiNotFound, listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { withDraftCredential } from "@/preview/draft-api";

/** Blog pages are articles (4) and web stories (5). */
export const blogArticleTypes = [PageType.blog, PageType.webStory] as const;

/** Press releases are page type 6. */
export const pressReleaseTypes = [PageType.pressRelease] as const;

/**
 * An article and its recommended articles. A page the API does not have in this language (or of another
 * type) is a 404; any other API failure is thrown on to the error boundary (Error while fetching data).
 * In draft mode unpublished articles are included.
 */
export async function loadArticle(
  domain: DomainInfo,
  locale: Locale,
  slug: string,
  types: readonly PageTypeValue[],
): Promise<{ page: Page; recommended: Page[] }> {
  const api = await withDraftCredential(serverApi(domain, locale));
  let page: Page;
  try {
    page = await getPage(api, slug);
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
  if (!types.includes(page.type)) notFound();
  const recommended = await listPages(api, { recommend: page.slug, "per-page": 3, expand: ["tags"] });
  return { page, recommended: recommended.items };
}
