import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { formatContentDate } from "@/i18n/format-date";
import { localePath } from "@/i18n/locale-path";
import { sourceLocale, type Locale } from "@/i18n/locales";
import type { WhitePaperCard } from "@/page-data/white-paper-list";
import styles from "./content-page.module.css";

/** /white-papers: one card per guide or white paper; one shown in the source language says so. */
export async function WhitePapersView({ domain, locale, cards }: { domain: DomainInfo; locale: Locale; cards: WhitePaperCard[] }) {
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <>
      <ContentPageAlternates routePath="/white-papers" domain={domain} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t("whitePapersTitle")}</h1>
        <p className={styles.lead}>{t("whitePapersIntro")}</p>
      </header>
      <ul className={styles.grid}>
        {cards.map(({ paper, translated }, index) => (
          <li key={paper.slug} className={styles.card}>
            <Image
              {...paper.cover}
              className={styles.coverThumb}
              sizes="(min-width: 980px) 300px, (min-width: 640px) 50vw, 100vw"
              priority={index < 2}
            />
            <div className={styles.cardBody}>
              <span className={styles.kind}>{t(paper.kind === "guide" ? "guide" : "whitePaper")}</span>
              <h2 className={styles.cardTitle} lang={translated ? undefined : sourceLocale}>
                {paper.name}
              </h2>
              <p className={styles.meta}>{t("published", { date: formatContentDate(paper.published, locale) })}</p>
              <p className={styles.cardText} lang={translated ? undefined : sourceLocale}>
                {paper.description}
              </p>
              <Link
                href={localePath(locale, `/white-papers/${paper.slug}`)}
                className={styles.cardLink}
                aria-label={`${t("readWhitePaper")}: ${paper.name}`}
              >
                {t("readWhitePaper")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
