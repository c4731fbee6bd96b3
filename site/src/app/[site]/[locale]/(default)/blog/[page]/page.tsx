import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCategory, isApiNotFound, serverApi } from "@/api-client";
import { articleMetadata } from "@/seo/article-metadata";
import { ArticleView } from "@/views/blog/article-view";
import { BlogListView } from "@/views/blog/blog-list-view";
import { blogPaths, listPagePath, parseBlogSegment } from "@/page-data/blog-route";
import { pageMetadata } from "@/seo/page-metadata";
import { loadArticle } from "@/page-data/load-article";
import type { DomainInfo } from "@/domain/domain-info";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import type { Locale } from "@/i18n/locales";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { page: string }> };

/** Blog pages are articles (4) and web stories (5). */
const articleTypes = [PageType.blog, PageType.webStory] as const;

async function loadCategory(domain: DomainInfo, locale: Locale, idOrSlug: string) {
  try {
    return await getCategory(serverApi(domain, locale), idOrSlug);
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  const segment = parseBlogSegment(raw.page);
  if (!resolved || !segment) return {};
  const { domain, locale } = resolved;
  // Metadata must not turn an API failure into a different error than the page's own.
  try {
    if (segment.kind === "article") {
      const { page } = await loadArticle(domain, locale, segment.slug, articleTypes);
      return articleMetadata(page, blogPaths.article(page.slug), domain, locale);
    }
    const t = await getTranslations({ locale, namespace: "Blog" });
    if (segment.kind === "category") {
      const category = await loadCategory(domain, locale, segment.category);
      return pageMetadata({
        domain,
        locale,
        routePath: blogPaths.category(category.slug),
        title: category.seoTitle ? { absolute: category.seoTitle } : t("categoryTitle", { category: category.title ?? category.slug }),
        description: category.seoDescription || t("metaDescription"),
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

export default async function BlogSegmentPage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const segment = parseBlogSegment(raw.page);
  if (!segment) notFound();
  if (segment.kind === "listPage") return <BlogListView domain={domain} locale={locale} page={segment.page} />;
  if (segment.kind === "category") {
    const category = await loadCategory(domain, locale, segment.category);
    return <BlogListView domain={domain} locale={locale} page={1} category={category} />;
  }
  const { page, recommended } = await loadArticle(domain, locale, segment.slug, articleTypes);
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <>
      <ApiPageAlternates page={page} routePath={blogPaths.article(page.slug)} domain={domain} />
      <ArticleView
        page={page}
        recommended={recommended}
        locale={locale}
        domain={domain}
        listPath={blogPaths.list}
        backLabel={t("backToBlog")}
      />
    </>
  );
}
