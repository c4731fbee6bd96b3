import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { sourceLocale } from "@/i18n/locales";
import { listFeatures, listIndustries } from "@/page-data/content";
import { requireEnglish } from "@/page-data/english-only";
import { messageMetadata } from "@/seo/message-metadata";
import { SolutionsView } from "@/views/content/solutions-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/solutions", "solutions", [sourceLocale]);

// /solutions: every industry and feature page (spec §2.1 /solutions/{page?}; com, English only).
export default async function SolutionsPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  requireEnglish(locale);
  return <SolutionsView domain={domain} locale={locale} industries={listIndustries()} features={listFeatures()} />;
}
