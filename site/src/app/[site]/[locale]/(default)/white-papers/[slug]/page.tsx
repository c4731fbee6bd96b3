import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { findWhitePaper, whitePaperPage } from "@/page-data/white-paper-lookup";
import { contentMetadata } from "@/seo/content-metadata";
import { WhitePaperPageView } from "@/views/content/white-paper-page-view";

type Props = { params: Promise<PageParams & { slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const found = page && findWhitePaper(resolved.slug, page.locale);
  if (!page || !found) return {};
  const { paper, locales } = found;
  return contentMetadata({
    ...page,
    routePath: `/white-papers/${paper.slug}`,
    seo: { title: paper.name, description: paper.description },
    contentLocales: locales,
  });
}

export default async function WhitePaperPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const found = whitePaperPage((await params).slug, locale);
  if (!found) notFound();
  return <WhitePaperPageView domain={domain} locale={locale} found={found} />;
}
