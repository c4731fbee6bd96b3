import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { pressReleasesPath } from "@/page-data/blog-route";
import { fixedListingFilled, listingAnnouncement } from "@/page-data/listing-contents";
import { loadPressReleases } from "@/page-data/press-releases";
import { pageMetadata } from "@/seo/page-metadata";
import { withFeedLinks } from "@/feeds/feed-links";
import { PressReleasesView } from "@/views/blog/press-releases-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "PressReleases" });
  const listing = await listingAnnouncement(resolved.domain, resolved.locale, fixedListingFilled(resolved.domain, pressReleasesPath));
  const metadata = pageMetadata({ ...resolved, routePath: pressReleasesPath, title: t("title"), description: t("subtitle"), ...listing });
  return withFeedLinks(metadata, resolved.domain, resolved.locale, "press");
}

/** /press-releases: press releases (page type 6), newest first. */
export default async function PressReleasesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <PressReleasesView locale={locale} items={await loadPressReleases(domain, locale)} listPath={pressReleasesPath} />;
}
