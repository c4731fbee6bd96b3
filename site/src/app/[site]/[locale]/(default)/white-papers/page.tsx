import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { sourceLocale } from "@/i18n/locales";
import { whitePaperCards } from "@/page-data/white-paper-list";
import { messageMetadata } from "@/seo/message-metadata";
import { WhitePapersView } from "@/views/content/white-papers-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => messageMetadata(params, "/white-papers", "whitePapers", [sourceLocale]);

// Guides and white papers, newest first; not on the ru variant (spec §6).
export default async function WhitePapersPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  if (domain.isRu) notFound();
  return <WhitePapersView domain={domain} locale={locale} cards={whitePaperCards(locale)} />;
}
