import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/blocks/content-adapters";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { listCaseStudies } from "@/page-data/content";
import { requireEnglish } from "@/page-data/english-only";
import { messageMetadata } from "@/seo/message-metadata";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import styles from "@/views/content/content-page.module.css";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/case-studies", "caseStudies", ["en"]);

// Case studies: com, English only (spec §2.1).
export default async function CaseStudiesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <>
      <ContentPageAlternates routePath="/case-studies" domain={domain} locales={["en"]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t("caseStudiesTitle")}</h1>
        <p className={styles.lead}>{t("caseStudiesIntro")}</p>
      </header>
      <ul className={styles.grid}>
        {listCaseStudies().map((study, index) => (
          <li key={study.slug} className={styles.card}>
            <Image
              {...study.img}
              className={styles.cardImage}
              sizes="(min-width: 980px) 300px, (min-width: 640px) 50vw, 100vw"
              priority={index < 2}
            />
            <div className={styles.cardBody}>
              <Image {...study.logo} alt={study.logo.alt || study.customer} className={styles.logo} />
              <h2 className={styles.cardTitle}>{study.title}</h2>
              <ul className={styles.metrics} aria-label={t("results")}>
                {study.metrics.map((metric) => (
                  <li key={metric.text} className={styles.metric}>
                    <span className={styles.metricNumber}>{metric.number}</span>
                    <span className={styles.metricText}>{metric.text}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.cardText}>{study.description}</p>
              <Link
                href={`/case-studies/${study.slug}`}
                className={styles.cardLink}
                aria-label={`${t("readCaseStudy")}: ${study.customer}`}
              >
                {t("readCaseStudy")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
