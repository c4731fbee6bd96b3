import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { allBlockFixtures } from "@storyfront/renderer/all-fixtures.ts";
import { ContentBlocks } from "@/blocks/content-blocks";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import styles from "@/views/content/content-page.module.css";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved || resolved.domain.environment === "production") return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Content" });
  return { title: t("blocksTitle"), robots: { index: false, follow: false } };
}

// Block gallery for marketers and reviewers: every block fixture, plus an unknown type showing the preview
// placeholder. Never on production hosts.
export default async function BlocksPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  if (domain.environment === "production") notFound();
  const t = await getTranslations({ locale, namespace: "Content" });
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t("blocksTitle")}</h1>
        <p className={styles.lead}>{t("blocksIntro")}</p>
      </header>
      <ContentBlocks blocks={[...allBlockFixtures, { type: "notABlockYet" }]} locale={locale} domain={domain} />
    </>
  );
}
