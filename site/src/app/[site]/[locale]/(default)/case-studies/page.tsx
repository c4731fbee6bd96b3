import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { sourceLocale } from "@/i18n/locales";
import { listCaseStudies } from "@/page-data/content";
import { requireEnglish } from "@/page-data/english-only";
import { messageMetadata } from "@/seo/message-metadata";
import { CaseStudiesView } from "@/views/content/case-studies-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/case-studies", "caseStudies", [sourceLocale]);

// Case studies: com, English only (spec §2.1).
export default async function CaseStudiesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  return <CaseStudiesView domain={domain} locale={locale} studies={listCaseStudies()} />;
}
