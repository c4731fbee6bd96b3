import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCategory, isApiNotFound, serverApi } from "@/api-client";
import { BlogListView } from "@/views/blog/blog-list-view";
import { blogPaths, listPagePath, parseBlogSegment, parseListPage } from "@/page-data/blog-route";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { pageMetadata } from "@/seo/page-metadata";

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
  const t = await getTranslations({ locale: resolved.locale, namespace: "Blog" });
  const routePath = listPagePath(blogPaths.category(segment.category), page);
  // How many list pages a language has depends on its articles: claim no translation of page n.
  return pageMetadata({
    ...resolved,
    routePath,
    title: `${t("categoryTitle", { category: segment.category })} – ${page}`,
    description: t("metaDescription"),
    languages: [resolved.locale],
  });
}

/** /blog/category-{category}/page-{n}: later pages of a category. */
export default async function BlogCategoryListPage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const segment = parseBlogSegment(raw.page);
  const page = parseListPage(decodeURIComponent(raw.sub));
  if (segment?.kind !== "category" || typeof page !== "number") notFound();
  let category;
  try {
    category = await getCategory(serverApi(domain, locale), segment.category);
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
  return <BlogListView domain={domain} locale={locale} page={page} category={category} />;
}
