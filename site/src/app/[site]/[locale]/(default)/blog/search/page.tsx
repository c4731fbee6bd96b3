import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { blogPaths } from "@/page-data/blog-route";
import { pageMetadata } from "@/seo/page-metadata";
import { BlogSearchView } from "@/views/blog/blog-search-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Blog" });
  // The results are drawn in the browser; the sitemap leaves this page out.
  return pageMetadata({ ...resolved, routePath: blogPaths.search, title: t("searchLabel"), description: t("metaDescription") });
}

/** /blog/search: a static shell whose results are drawn in the browser. */
export default async function BlogSearchPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return <BlogSearchView locale={locale} />;
}
