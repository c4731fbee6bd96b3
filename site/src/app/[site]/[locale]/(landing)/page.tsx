import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { HomeJsonLd } from "@/seo/json-ld/home-json-ld";
import { LandingRoute, landingMetadata } from "@/views/content/landing-route";

type Props = { params: Promise<PageParams> };

// Home: the landing content/landings/home*.json (ru has its own file).
export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/");

export default async function HomePage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <>
      <HomeJsonLd domain={domain} locale={locale} />
      <LandingRoute params={params} routePath="/" />
    </>
  );
}
