import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { sourceLocale } from "@/i18n/locales";
import { caseStudyPage } from "@/page-data/case-study-page";
import { getCaseStudy } from "@/page-data/content";
import { requireEnglish } from "@/page-data/english-only";
import { contentMetadata } from "@/seo/content-metadata";
import { CaseStudyPageView } from "@/views/content/case-study-page-view";

type Props = { params: Promise<PageParams & { slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const study = getCaseStudy(resolved.slug);
  if (!page || page.locale !== sourceLocale || !study) return {};
  const seo = study.seo ?? { title: study.title, description: study.description };
  return contentMetadata({ ...page, routePath: `/case-studies/${study.slug}`, seo, contentLocales: [sourceLocale] });
}

export default async function CaseStudyPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  const found = caseStudyPage((await params).slug);
  if (!found) notFound();
  return <CaseStudyPageView domain={domain} locale={locale} found={found} />;
}
