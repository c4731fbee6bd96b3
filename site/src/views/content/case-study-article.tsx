// A case study's page body: the customer's logo, title, results, picture and text. The site's page and the Studio's
// preview of a case study being edited both render it, so the marketer sees the page a visitor gets.
import type { SuccessStory } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { Locale } from "@/i18n/locales";
import { DemoCta } from "./demo-cta";
import { MetricList } from "./metric-list";
import styles from "./content-page.module.css";

type CaseStudyFields = Pick<SuccessStory, "customer" | "title" | "description" | "logo" | "img" | "metrics">;

/** `before`: what the page puts first inside the article (its alternates); `body`: the rendered text. */
export async function CaseStudyArticle({
  study,
  body,
  locale,
  before,
}: {
  study: CaseStudyFields;
  body: ReactNode;
  locale: Locale;
  before?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <article className={styles.article}>
      {before}
      <Link href="/case-studies" className={styles.back}>
        {t("allCaseStudies")}
      </Link>
      <header className={styles.header}>
        <Image {...study.logo} alt={study.logo.alt || study.customer} className={styles.logo} priority />
        <h1 className={styles.title}>{study.title}</h1>
        <p className={styles.lead}>{study.description}</p>
      </header>
      <MetricList metrics={study.metrics} label={t("results")} />
      <Image {...study.img} className={styles.hero} sizes="(min-width: 800px) 760px, 100vw" priority />
      {body}
      <DemoCta locale={locale} />
    </article>
  );
}
