import type { SuccessStory } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { MetricList } from "./metric-list";
import styles from "./content-page.module.css";

/** /case-studies: one card per customer story, with its logo and results. */
export async function CaseStudiesView({ domain, locale, studies }: { domain: DomainInfo; locale: Locale; studies: SuccessStory[] }) {
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <>
      <ContentPageAlternates routePath="/case-studies" domain={domain} locales={[sourceLocale]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t("caseStudiesTitle")}</h1>
        <p className={styles.lead}>{t("caseStudiesIntro")}</p>
      </header>
      <ul className={styles.grid}>
        {studies.map((study, index) => (
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
              <MetricList metrics={study.metrics} label={t("results")} />
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
