import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/blocks/content-adapters";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentMetadata } from "@/seo/content-metadata";
import { getCaseStudy, getPlacedBlocks } from "@/page-data/content";
import { caseStudyBodyFormat } from "@/page-data/content/body-format";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import { DemoCta } from "@/views/content/demo-cta";
import { requireEnglish } from "@/page-data/english-only";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import styles from "@/views/content/content-page.module.css";

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
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <article className={styles.article}>
      <ContentPageAlternates routePath={`/case-studies/${study.slug}`} domain={domain} locales={["en"]} />
      <Link href="/case-studies" className={styles.back}>
        {t("allCaseStudies")}
      </Link>
      <header className={styles.header}>
        <Image {...study.logo} alt={study.logo.alt || study.customer} className={styles.logo} priority />
        <h1 className={styles.title}>{study.title}</h1>
        <p className={styles.lead}>{study.description}</p>
      </header>
      <ul className={styles.metrics} aria-label={t("results")}>
        {study.metrics.map((metric) => (
          <li key={metric.text} className={styles.metric}>
            <span className={styles.metricNumber}>{metric.number}</span>
            <span className={styles.metricText}>{metric.text}</span>
          </li>
        ))}
      </ul>
      <Image {...study.img} className={styles.hero} sizes="(min-width: 800px) 760px, 100vw" priority />
      <ContentBody
        paragraphs={study.body}
        format={caseStudyBodyFormat(study.slug)}
        blocks={placedBlocks(getPlacedBlocks("caseStudies", study.slug), locale, domain)}
      />
      <DemoCta locale={locale} />
    </article>
  );
}
