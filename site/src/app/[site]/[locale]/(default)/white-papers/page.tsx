import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/blocks/content-adapters";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { getWhitePaper, listWhitePapers } from "@/page-data/content";
import { formatContentDate } from "@/i18n/format-date";
import { messageMetadata } from "@/seo/message-metadata";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";
import { localeRegistry } from "@storyfront/schemas";
import styles from "@/views/content/content-page.module.css";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/white-papers", "whitePapers", [localeRegistry.source]);

// Guides and white papers, newest first; not on the ru variant (spec §6).
export default async function WhitePapersPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  if (domain.isRu) notFound();
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
        {listWhitePapers().map((source, index) => {
          // A paper without a file in this locale is listed in English, and says so.
          const translated = getWhitePaper(source.slug, locale);
          const paper = translated ?? source;
          return (
            <li key={paper.slug} className={styles.card}>
              <Image
                {...paper.cover}
                className={styles.coverThumb}
                sizes="(min-width: 980px) 300px, (min-width: 640px) 50vw, 100vw"
                priority={index < 2}
              />
              <div className={styles.cardBody}>
                <span className={styles.kind}>{t(paper.kind === "guide" ? "guide" : "whitePaper")}</span>
                <h2 className={styles.cardTitle} lang={translated ? undefined : "en"}>
                  {paper.name}
                </h2>
                <p className={styles.meta}>{t("published", { date: formatContentDate(paper.published, locale) })}</p>
                <p className={styles.cardText} lang={translated ? undefined : "en"}>
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
          );
        })}
      </ul>
    </>
  );
}
