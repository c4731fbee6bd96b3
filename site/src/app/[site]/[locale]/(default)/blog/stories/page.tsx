import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadStories } from "@/page-data/blog-stories";
import { blogPaths } from "@/page-data/blog-route";
import { fixedListingFilled, listingAnnouncement } from "@/page-data/listing-contents";
import { pageMetadata } from "@/seo/page-metadata";
import { StoriesView } from "@/views/blog/stories-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Blog" });
  const listing = await listingAnnouncement(resolved.domain, resolved.locale, fixedListingFilled(resolved.domain, blogPaths.stories));
  return pageMetadata({
    ...resolved,
    routePath: blogPaths.stories,
    title: t("stories"),
    description: t("storiesMetaDescription"),
    ...listing,
  });
}

/** /blog/stories: web stories (page type 5) in their editorial order, each with its story cover. */
export default async function BlogStoriesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <StoriesView locale={locale} stories={await loadStories(domain, locale)} />;
}
