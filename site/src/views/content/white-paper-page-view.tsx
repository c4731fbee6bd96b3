import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import type { WhitePaperPage } from "@/page-data/white-paper-lookup";
import { WhitePaperArticle } from "./white-paper-article";

/** /white-papers/{slug}: the article with its alternates and body. */
export function WhitePaperPageView({ domain, locale, found }: { domain: DomainInfo; locale: Locale; found: WhitePaperPage }) {
  const { paper, locales } = found;
  // A source-language original shown under /fr/… says so to screen readers and translation tools.
  const contentLang = locales.includes(locale) ? undefined : sourceLocale;
  return (
    <WhitePaperArticle
      paper={paper}
      locale={locale}
      contentLang={contentLang}
      before={<ContentPageAlternates routePath={`/white-papers/${paper.slug}`} domain={domain} locales={locales} />}
      body={<ContentBody paragraphs={paper.body} format={found.format} blocks={placedBlocks(found.blocks, locale, domain)} />}
    />
  );
}
