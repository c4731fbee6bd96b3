import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentMetadata } from "@/seo/content-metadata";
import { WhitePaperArticle } from "@/views/content/white-paper-article";
import { findWhitePaper } from "@/page-data/white-paper-lookup";
import { whitePaperBodyFormat } from "@/page-data/content/body-format";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import { getPlacedBlocks } from "@/page-data/content";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";

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
  const found = findWhitePaper((await params).slug, locale);
  if (!found) notFound();
  const { paper, locales } = found;
  // An English original shown under /fr/… says so to screen readers and translation tools.
  const contentLang = locales.includes(locale) ? undefined : "en";
  return (
    <WhitePaperArticle
      paper={paper}
      locale={locale}
      contentLang={contentLang}
      before={<ContentPageAlternates routePath={`/white-papers/${paper.slug}`} domain={domain} locales={locales} />}
      body={
        <ContentBody
          paragraphs={paper.body}
          format={whitePaperBodyFormat(paper.slug, locale)}
          blocks={placedBlocks(getPlacedBlocks("whitePapers", paper.slug, locale), locale, domain)}
        />
      }
    />
  );
}
