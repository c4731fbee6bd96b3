import { getTranslations } from "next-intl/server";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentAdapters } from "@/blocks/content-adapters";
import { listFeatures, listIndustries } from "@/page-data/content";
import { requireEnglish } from "@/page-data/english-only";
import { messageMetadata } from "@/seo/message-metadata";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import styles from "@/views/content/content-page.module.css";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/solutions", "solutions", ["en"]);

// /solutions: every industry and feature page (spec §2.1 /solutions/{page?}; com, English only).
export default async function SolutionsPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Link } = contentAdapters;
  const groups = [
    { title: t("industries"), entries: listIndustries() },
    { title: t("features"), entries: listFeatures() },
  ];
  return (
    <div className={styles.column}>
      <ContentPageAlternates routePath="/solutions" domain={domain} locales={["en"]} />
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
