// /legal, /policy, /terms, /offer: headed sections of paragraphs from content/legal.
import type { LegalPage } from "@storyfront/schemas";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { InlineText } from "@storyfront/renderer/shared/inline-text.tsx";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { formatContentDate } from "@/i18n/format-date";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { legalSource } from "@/mdx/content-body";
import { MdxBody } from "@/mdx/mdx-body";
import type { FoundLegalPage } from "@/page-data/legal-page";
import styles from "./content-page.module.css";

/** A legal page with its alternates; a locale without its own file shows the source-language original, and says so. */
export function LegalPageView({ domain, locale, found }: { domain: DomainInfo; locale: Locale; found: FoundLegalPage }) {
  const { page, locales, slug } = found;
  const contentLang = locales.includes(locale) ? undefined : sourceLocale;
  return (
    <LegalArticle
      page={page}
      locale={locale}
      contentLang={contentLang}
      before={<ContentPageAlternates routePath={`/${slug}`} domain={domain} locales={locales} />}
      body={found.format === "mdx" ? <MdxBody source={legalSource(page.sections)} /> : <LegalSections sections={page.sections} />}
    />
  );
}

/** A legal page's body: its title, the date it was updated and its sections (the Studio's preview renders it too). */
export async function LegalArticle({
  page,
  body,
  locale,
  contentLang,
  before,
}: {
  page: Pick<LegalPage, "title" | "updated">;
  body: ReactNode;
  locale: Locale;
  contentLang?: string;
  before?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Content" });
  return (
    <article className={styles.article}>
      {before}
      <header className={styles.header}>
        <h1 className={styles.title} lang={contentLang}>
          {page.title}
        </h1>
        <p className={styles.meta}>{t("updated", { date: formatContentDate(page.updated, locale) })}</p>
      </header>
      <div lang={contentLang}>{body}</div>
    </article>
  );
}

/** Sections of a legal page written in JSON: paragraphs with **bold** and [links](/route). */
function LegalSections({ sections }: { sections: LegalPage["sections"] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} adapters={contentAdapters} />
        </p>
      ))}
    </section>
  ));
}
