// The title of a content entry that is a page, per collection: what a family titled from its content entry
// (route table: `title: "content"`) shows for the entry its `slugs` names. entry-titles.test.ts checks that
// every such family's collection has one.
import type { CollectionName } from "@storyfront/schemas";
import type { Locale } from "@/i18n/locales";
import { getCaseStudy } from "@/page-data/content";
import { findLegalPage, type LegalSlug } from "@/page-data/legal-page";
import { faqFor } from "@/page-data/faq-content";
import { findSolution } from "@/page-data/solution-content";
import { findWhitePaper } from "@/page-data/white-paper-lookup";

const legalTitle = (slug: string, locale: Locale) => findLegalPage(slug as LegalSlug, locale)?.page.title;

export const entryTitles: Partial<Record<CollectionName, (slug: string, locale: Locale) => string | undefined>> = {
  solutions: (slug, locale) => findSolution(slug, locale)?.seo.title,
  caseStudies: (slug) => getCaseStudy(slug)?.title,
  whitePapers: (slug, locale) => findWhitePaper(slug, locale)?.paper.name,
  faq: (_slug, locale) => faqFor(locale).faq.title,
  legal: legalTitle,
};
