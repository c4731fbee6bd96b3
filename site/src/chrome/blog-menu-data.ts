import { categoryList, pageList, PageType } from "@storyfront/schemas";
import type { DomainInfo } from "../domain/domain-info";
import { localePath } from "../i18n/locale-path";
import type { Locale } from "../i18n/locales";
import type { FeaturedArticle } from "./nav-types";

// Menus change with content: refresh every few minutes, or at once through the `blog` tag.
const cache: RequestInit = { next: { revalidate: 300, tags: ["blog", "categories"] } };

/**
 * Blog categories and the newest blog article for the Resources menu (spec §7: loaded once at start).
 * Failures leave the menu without them: the chrome must render even when the API is down.
 */
export async function loadBlogMenu(domain: DomainInfo, locale: Locale): Promise<{ categories: { title: string | null; slug: string }[]; featured: FeaturedArticle | null }> {
  const headers = { lang: locale, accept: "application/json" };
  const [categories, featured] = await Promise.all([
    fetch(`${domain.ssrApiBaseUrl}/category?all=1&type=${PageType.blog}`, { headers, ...cache })
      .then(async (response) => (response.ok ? categoryList.parse(await response.json()) : []))
      .catch((error: unknown) => {
        console.error("Resources menu: categories failed", error);
        return [];
      }),
    fetch(`${domain.ssrApiBaseUrl}/page?type=${PageType.blog}&page=1&per-page=1&sort=-created_at&expand=seoTitle,languages`, { headers, ...cache })
      .then(async (response) => (response.ok ? pageList.parse(await response.json()) : []))
      .then(([page]): FeaturedArticle | null =>
        page ? { title: page.title, href: localePath(locale, `/blog/${page.slug}`), image: page.image?.phone ?? page.image?.webp ?? null } : null,
      )
      .catch((error: unknown) => {
        console.error("Resources menu: latest article failed", error);
        return null;
      }),
  ]);
  return { categories: categories.map(({ title, slug }) => ({ title, slug })), featured };
}
