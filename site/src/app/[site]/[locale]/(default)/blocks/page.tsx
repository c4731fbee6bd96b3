import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { galleryBlocks } from "@/page-data/block-gallery";
import { BlockGalleryView } from "@/views/content/block-gallery-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved || resolved.domain.environment === "production") return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Content" });
  return { title: t("blocksTitle"), robots: { index: false, follow: false } };
}

// Block gallery for marketers and reviewers: every block fixture, plus an unknown type showing the preview
// placeholder. Never on production hosts.
export default async function BlocksPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  if (domain.environment === "production") notFound();
  return <BlockGalleryView domain={domain} locale={locale} blocks={galleryBlocks()} />;
}
