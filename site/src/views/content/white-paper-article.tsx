// A guide's or white paper's page body: cover, kind and date, title, download and text. The site's page and the
// Studio's preview of a report being edited both render it.
import type { WhitePaper } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import { whitePapersPath } from "@/chrome/nav-model";
import { formatContentDate } from "@/i18n/format-date";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import { DemoCta } from "./demo-cta";
import styles from "./content-page.module.css";

type WhitePaperFields = Pick<WhitePaper, "kind" | "name" | "description" | "cover" | "published" | "download">;

/** `contentLang`: the source language when its original is shown under another locale; `before`: the page's alternates. */
export async function WhitePaperArticle({
  paper,
  body,
  locale,
  contentLang,
  before,
}: {
  paper: WhitePaperFields;
  body: ReactNode;
  locale: Locale;
  contentLang?: string;
  before?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  return (
    <article className={styles.article}>
      {before}
      <Link href={whitePapersPath} className={styles.back}>
        {t("allWhitePapers")}
      </Link>
      <div className={styles.split}>
        <Image {...paper.cover} className={styles.cover} sizes="240px" priority />
        <div>
          <p className={styles.meta}>
            {t(paper.kind === "guide" ? "guide" : "whitePaper")} · {t("published", { date: formatContentDate(paper.published, locale) })}
          </p>
          <h1 className={styles.title} lang={contentLang}>
            {paper.name}
          </h1>
          <p className={styles.lead} lang={contentLang}>
            {paper.description}
          </p>
          {paper.download && (
            <div className={styles.actions}>
              <a className={buttons.button} href={paper.download} download>
                {t("download")}
              </a>
            </div>
          )}
        </div>
      </div>
      <div lang={contentLang}>{body}</div>
      <DemoCta locale={locale} />
    </article>
  );
}
