// /legal, /policy, /terms, /offer: headed sections of paragraphs from content/legal.
import type { LegalPage } from "@storyfront/schemas";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { InlineText } from "@storyfront/renderer/shared/inline-text.tsx";
import { contentAdapters } from "@/blocks/content-adapters";
import { contentMetadata } from "@/seo/content-metadata";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { getLegalPage } from "@/page-data/content";
import { legalBodyFormat } from "@/page-data/content/body-format";
import { MdxBody } from "@/mdx/mdx-body";
import { legalSource } from "@/mdx/content-body";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import type { Locale } from "@/i18n/locales";
import { formatContentDate } from "@/i18n/format-date";
import styles from "./content-page.module.css";

type Slug = LegalPage["slug"];

/** The page in the locale, else the English original (ru has no legal translations yet; its footer links here). */
function findLegalPage(slug: Slug, locale: Locale) {
  return getLegalPage(slug, locale) ?? getLegalPage(slug, "en");
}

export async function legalMetadata(params: Promise<PageParams>, slug: Slug): Promise<Metadata> {
  const resolved = pageDomain(await params);
  const found = resolved && findLegalPage(slug, resolved.locale);
  if (!resolved || !found) return {};
  return contentMetadata({ ...resolved, routePath: `/${slug}`, seo: found.page.seo, contentLocales: found.locales });
}

export async function LegalRoute({ params, slug }: { params: Promise<PageParams>; slug: Slug }) {
  const { domain, locale } = await requirePageDomain(params);
  const found = findLegalPage(slug, locale);
  if (!found) notFound();
  const { page, locales } = found;
  const contentLang = locales.includes(locale) ? undefined : "en";
  return (
    <LegalArticle
      page={page}
      locale={locale}
      contentLang={contentLang}
      before={<ContentPageAlternates routePath={`/${slug}`} domain={domain} locales={locales} />}
      body={
        legalBodyFormat(slug, locale) === "mdx" ? (
          <MdxBody source={legalSource(page.sections)} />
        ) : (
          <LegalSections sections={page.sections} />
        )
      }
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
