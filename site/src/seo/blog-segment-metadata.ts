import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { loadCategory } from "@/page-data/blog-category";
import { blogPaths, listPagePath, type BlogSegment } from "@/page-data/blog-route";
import { categoryFilled } from "@/page-data/blog-category-contents";
import { listingAnnouncement } from "@/page-data/listing-contents";
import { blogArticleTypes, loadArticle } from "@/page-data/load-article";
import { articleMetadata } from "./article-metadata";
import { pageMetadata } from "./page-metadata";

/** Metadata of /blog/{segment}: an article, a category's first page or list page n. */
export async function blogSegmentMetadata(domain: DomainInfo, locale: Locale, segment: BlogSegment): Promise<Metadata> {
  // Metadata must not turn an API failure into a different error than the page's own.
  try {
    if (segment.kind === "article") {
      const { page } = await loadArticle(domain, locale, segment.slug, blogArticleTypes);
      return articleMetadata(page, blogPaths.article(page.slug), domain, locale);
    }
    const t = await getTranslations({ locale, namespace: "Blog" });
    if (segment.kind === "category") {
      const category = await loadCategory(domain, locale, segment.category);
      const routePath = blogPaths.category(category.slug);
      const name = category.title ?? category.slug;
      return pageMetadata({
        domain,
        locale,
        routePath,
        title: category.seoTitle ? { absolute: category.seoTitle } : t("categoryTitle", { category: name }),
        // Never the blog's own description: each page is described as itself.
        description: category.seoDescription || t("categoryMetaDescription", { category: name }),
        ...(await listingAnnouncement(domain, locale, categoryFilled(domain, category.slug))),
      });
    }
    // How many list pages a language has depends on its articles: claim no translation of page n.
    return pageMetadata({
      domain,
      locale,
      routePath: listPagePath(blogPaths.list, segment.page),
      title: `${t("title")} – ${segment.page}`,
      description: t("metaDescription"),
      languages: [locale],
    });
  } catch {
    return {};
  }
}
