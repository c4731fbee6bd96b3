import { notFound } from "next/navigation";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { landingPage } from "@/page-data/landing-page";
import { HomeJsonLd } from "@/seo/json-ld/home-json-ld";
import { landingMetadata } from "@/seo/landing-metadata";
import { LandingView } from "@/views/content/landing-view";

type Props = { params: Promise<PageParams> };

// Home: the landing content/landings/home*.json (ru has its own file).
export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/");

export default async function HomePage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const landing = await landingPage("/", locale);
  if (!landing) notFound();
  return (
    <>
      <HomeJsonLd domain={domain} locale={locale} />
      <LandingView domain={domain} locale={locale} routePath="/" landing={landing} />
    </>
  );
}
