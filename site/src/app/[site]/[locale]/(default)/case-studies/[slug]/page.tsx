import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentMetadata } from "@/seo/content-metadata";
import { getCaseStudy, getPlacedBlocks } from "@/page-data/content";
import { caseStudyBodyFormat } from "@/page-data/content/body-format";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import { CaseStudyArticle } from "@/views/content/case-study-article";
import { requireEnglish } from "@/page-data/english-only";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams & { slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const study = getCaseStudy(resolved.slug);
  if (!page || page.locale !== "en" || !study) return {};
  const seo = study.seo ?? { title: study.title, description: study.description };
  return contentMetadata({ ...page, routePath: `/case-studies/${study.slug}`, seo, contentLocales: ["en"] });
}

export default async function CaseStudyPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return (
    <CaseStudyArticle
      study={study}
      locale={locale}
      before={<ContentPageAlternates routePath={`/case-studies/${study.slug}`} domain={domain} locales={["en"]} />}
      body={
        <ContentBody
          paragraphs={study.body}
          format={caseStudyBodyFormat(study.slug)}
          blocks={placedBlocks(getPlacedBlocks("caseStudies", study.slug), locale, domain)}
        />
      }
    />
  );
}
