import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { landingPage } from "@/page-data/landing-page";
import { landingMetadata } from "@/seo/landing-metadata";
import { LandingView } from "@/views/content/landing-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/use-cases");

export default async function UseCasesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const landing = await landingPage("/use-cases", locale);
  if (!landing) notFound();
  return <LandingView domain={domain} locale={locale} routePath="/use-cases" landing={landing} />;
}
