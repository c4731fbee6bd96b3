import { getLatestBlogPage, listBlogCategories, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import type { FeaturedArticle } from "@/chrome/nav-types";

/**
 * Blog categories that have a title and the newest blog article for the Resources menu (spec §7:
 * loaded once at start), through the typed API client, cached with its tags so publishing refreshes
 * them. Failures leave the menu without them: the chrome must render even when the API is down.
 */
export async function loadBlogMenu(
  domain: DomainInfo,
  locale: Locale,
): Promise<{ categories: { title: string | null; slug: string }[]; featured: FeaturedArticle | null }> {
  const api = serverApi(domain, locale);
  const [categories, featured] = await Promise.all([
    listBlogCategories(api).catch((error: unknown) => {
      console.error("Resources menu: categories failed", error);
      return [];
    }),
    getLatestBlogPage(api)
      .then((page): FeaturedArticle | null =>
        page
          ? { title: page.title, href: localePath(locale, `/blog/${page.slug}`), image: page.image?.phone ?? page.image?.webp ?? null }
          : null,
      )
      .catch((error: unknown) => {
        console.error("Resources menu: latest article failed", error);
        return null;
      }),
  ]);
  return { categories: categories.map(({ title, slug }) => ({ title, slug })), featured };
}
