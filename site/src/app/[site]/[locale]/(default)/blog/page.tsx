import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import { BlogListView } from "@/views/blog/blog-list-view";
import { blogPaths } from "@/page-data/blog-route";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { domain, locale } = resolved;
  const t = await getTranslations({ locale, namespace: "Blog" });
  return {
    title: t("title"),
    description: t("metaDescription"),
    alternates: { languages: hreflangAlternates(routeLocalePaths(blogPaths.list, domain.availableLocales), domain.baseUrl) },
  };
}

export default async function BlogPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <BlogListView domain={domain} locale={locale} page={1} />;
}
