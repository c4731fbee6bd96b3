import { getTranslations } from "next-intl/server";
import { ContentBlocks } from "@/renderer-adapters/content-blocks";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import styles from "./content-page.module.css";

type Blocks = Parameters<typeof ContentBlocks>[0]["blocks"];

/** Block gallery for marketers and reviewers: every block given, one after another. */
export async function BlockGalleryView({ domain, locale, blocks }: { domain: DomainInfo; locale: Locale; blocks: Blocks }) {
  const t = await getTranslations({ locale, namespace: "Content" });
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("blocksTitle")}</h1>
        <p className={styles.lead}>{t("blocksIntro")}</p>
      </header>
      <ContentBlocks blocks={blocks} locale={locale} domain={domain} />
    </>
  );
}
