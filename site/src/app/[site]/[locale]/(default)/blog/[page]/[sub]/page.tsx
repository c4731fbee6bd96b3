import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadBlogList } from "@/page-data/blog-list";
import { loadCategory } from "@/page-data/blog-category";
import { parseBlogSegment, parseListPage } from "@/page-data/blog-route";
import { categoryListPageMetadata } from "@/seo/category-list-page-metadata";
import { BlogListView } from "@/views/blog/blog-list-view";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { page: string; sub: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  const segment = parseBlogSegment(raw.page);
  const page = parseListPage(decodeURIComponent(raw.sub));
  if (!resolved || segment?.kind !== "category" || typeof page !== "number") return {};
  return categoryListPageMetadata(resolved.domain, resolved.locale, segment.category, page);
}

/** /blog/category-{category}/page-{n}: later pages of a category. */
export default async function BlogCategoryListPage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const segment = parseBlogSegment(raw.page);
  const page = parseListPage(decodeURIComponent(raw.sub));
  if (segment?.kind !== "category" || typeof page !== "number") notFound();
  const category = await loadCategory(domain, locale, segment.category);
  return <BlogListView locale={locale} blog={await loadBlogList(domain, locale, page, category)} />;
}
