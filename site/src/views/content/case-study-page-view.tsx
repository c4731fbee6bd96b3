import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { ContentBody } from "@/mdx/content-body";
import { placedBlocks } from "@/mdx/placed-blocks";
import type { CaseStudyPage } from "@/page-data/case-study-page";
import { CaseStudyArticle } from "./case-study-article";

/** /case-studies/{slug}: the article with its alternates and body. */
export function CaseStudyPageView({ domain, locale, found }: { domain: DomainInfo; locale: Locale; found: CaseStudyPage }) {
  const { study } = found;
  return (
    <CaseStudyArticle
      study={study}
      locale={locale}
      before={<ContentPageAlternates routePath={`/case-studies/${study.slug}`} domain={domain} locales={[sourceLocale]} />}
      body={<ContentBody paragraphs={study.body} format={found.format} blocks={placedBlocks(found.blocks, locale, domain)} />}
    />
  );
}
