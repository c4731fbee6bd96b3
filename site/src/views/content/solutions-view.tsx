import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import type { listIndustries } from "@/page-data/content";
import styles from "./content-page.module.css";

type SolutionEntry = ReturnType<typeof listIndustries>[number];

/** /solutions: every industry and feature page, in two groups. */
export async function SolutionsView(props: { domain: DomainInfo; locale: Locale; industries: SolutionEntry[]; features: SolutionEntry[] }) {
  const t = await getTranslations({ locale: props.locale, namespace: "Content" });
  const { Link } = contentAdapters;
  const groups = [
    { title: t("industries"), entries: props.industries },
    { title: t("features"), entries: props.features },
  ];
  return (
    <div className={styles.column}>
      <ContentPageAlternates routePath="/solutions" domain={props.domain} locales={[sourceLocale]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t("solutionsTitle")}</h1>
        <p className={styles.lead}>{t("solutionsIntro")}</p>
      </header>
      {groups.map((group) => (
        <section key={group.title} className={styles.faqGroup}>
          <h2>{group.title}</h2>
          <ul className={styles.grid}>
            {group.entries.map((entry) => (
              <li key={entry.slug} className={styles.card}>
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>{entry.name}</h3>
                  <p className={styles.cardText}>{entry.subtitle}</p>
                  <Link href={`/solutions/${entry.slug}`} className={styles.cardLink}>
                    {entry.title.join(" ")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
