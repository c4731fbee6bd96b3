import type { PageParams } from "@/domain/page-domain";
import { LandingRoute, landingMetadata } from "@/views/content/landing-route";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/use-cases");

export default function UseCasesPage({ params }: Props) {
  return <LandingRoute params={params} routePath="/use-cases" />;
}
