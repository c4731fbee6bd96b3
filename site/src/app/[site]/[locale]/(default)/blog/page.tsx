import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/seo/page-metadata";
import { BlogListView } from "@/views/blog/blog-list-view";
import { loadBlogList } from "@/page-data/blog-list";
import { blogPaths } from "@/page-data/blog-route";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { withFeedLinks } from "@/feeds/feed-links";
import { fixedListingFilled, listingAnnouncement } from "@/page-data/listing-contents";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { domain, locale } = resolved;
  const t = await getTranslations({ locale, namespace: "Blog" });
  const listing = await listingAnnouncement(domain, locale, fixedListingFilled(domain, blogPaths.list));
  const metadata = pageMetadata({
    domain,
    locale,
    routePath: blogPaths.list,
    title: t("title"),
    description: t("metaDescription"),
    ...listing,
  });
  return withFeedLinks(metadata, domain, locale, "blog");
}

export default async function BlogPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <BlogListView locale={locale} blog={await loadBlogList(domain, locale, 1)} />;
}
