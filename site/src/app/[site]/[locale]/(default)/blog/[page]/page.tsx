import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadBlogList } from "@/page-data/blog-list";
import { loadCategory } from "@/page-data/blog-category";
import { blogPaths, parseBlogSegment } from "@/page-data/blog-route";
import { blogArticleTypes, loadArticle } from "@/page-data/load-article";
import { blogSegmentMetadata } from "@/seo/blog-segment-metadata";
import { ArticlePageView } from "@/views/blog/article-page-view";
import { BlogListView } from "@/views/blog/blog-list-view";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  const segment = parseBlogSegment(raw.page);
  return resolved && segment ? blogSegmentMetadata(resolved.domain, resolved.locale, segment) : {};
}

/** /blog/{segment}: list page n, a category's first page, or an article. */
export default async function BlogSegmentPage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const segment = parseBlogSegment(raw.page);
  if (!segment) notFound();
  if (segment.kind === "listPage") return <BlogListView locale={locale} blog={await loadBlogList(domain, locale, segment.page)} />;
  if (segment.kind === "category") {
    const category = await loadCategory(domain, locale, segment.category);
    return <BlogListView locale={locale} blog={await loadBlogList(domain, locale, 1, category)} />;
  }
  const article = await loadArticle(domain, locale, segment.slug, blogArticleTypes);
  const routePath = blogPaths.article(article.page.slug);
  return <ArticlePageView article={article} domain={domain} locale={locale} listPath={blogPaths.list} routePath={routePath} back="blog" />;
}
