import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { legalPage } from "@/page-data/legal-page";
import { legalMetadata } from "@/seo/legal-metadata";
import { LegalPageView } from "@/views/content/legal-article";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => legalMetadata(params, "offer");

export default async function OfferPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const found = legalPage("offer", locale);
  if (!found) notFound();
  return <LegalPageView domain={domain} locale={locale} found={found} />;
}
