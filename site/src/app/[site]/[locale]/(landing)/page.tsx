import type { PageParams } from "@/domain/page-domain";
import { LandingRoute, landingMetadata } from "@/views/content/landing-route";

type Props = { params: Promise<PageParams> };

// Home: the landing content/landings/home*.json (ru has its own file).
export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/");

export default function HomePage({ params }: Props) {
  return <LandingRoute params={params} routePath="/" />;
}
