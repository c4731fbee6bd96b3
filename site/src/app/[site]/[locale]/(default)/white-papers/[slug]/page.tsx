import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { contentAdapters } from "@/blocks/content-adapters";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentMetadata } from "@/seo/content-metadata";
import { DemoCta } from "@/views/content/demo-cta";
import { formatContentDate } from "@/i18n/format-date";
import { findWhitePaper } from "@/page-data/white-paper-lookup";
import { whitePaperBodyFormat } from "@/page-data/content/body-format";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import { getPlacedBlocks } from "@/page-data/content";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { whitePapersPath } from "@/chrome/nav-model";
import buttons from "@/styles/buttons.module.css";
import styles from "@/views/content/content-page.module.css";

type Props = { params: Promise<PageParams & { slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const found = page && findWhitePaper(resolved.slug, page.locale);
  if (!page || !found) return {};
  const { paper, locales } = found;
  return contentMetadata({
    ...page,
    routePath: `/white-papers/${paper.slug}`,
    seo: { title: paper.name, description: paper.description },
    contentLocales: locales,
  });
}

export default async function WhitePaperPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const found = findWhitePaper((await params).slug, locale);
  if (!found) notFound();
  const { paper, locales } = found;
  const t = await getTranslations({ locale, namespace: "Content" });
  const { Image, Link } = contentAdapters;
  // An English original shown under /fr/… says so to screen readers and translation tools.
  const contentLang = locales.includes(locale) ? undefined : "en";
  return (
    <article className={styles.article}>
      <ContentPageAlternates routePath={`/white-papers/${paper.slug}`} domain={domain} locales={locales} />
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
      <div lang={contentLang}>
        <ContentBody
          paragraphs={paper.body}
          format={whitePaperBodyFormat(paper.slug, locale)}
          blocks={placedBlocks(getPlacedBlocks("whitePapers", paper.slug, locale), locale, domain)}
        />
      </div>
      <DemoCta locale={locale} />
    </article>
  );
}
