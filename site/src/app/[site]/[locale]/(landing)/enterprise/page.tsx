import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { landingPage } from "@/page-data/landing-page";
import { landingMetadata } from "@/seo/landing-metadata";
import { LandingView } from "@/views/content/landing-view";
import { EnterpriseSection } from "@/views/enterprise/enterprise-section";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/enterprise");

// The enterprise landing with its form right after the intro.
export default async function EnterprisePage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const landing = await landingPage("/enterprise", locale);
  if (!landing) notFound();
  const form = <EnterpriseSection locale={locale} />;
  return <LandingView domain={domain} locale={locale} routePath="/enterprise" landing={landing} afterFirstBlock={form} />;
}
