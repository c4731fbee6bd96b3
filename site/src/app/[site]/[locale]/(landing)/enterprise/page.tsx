import type { PageParams } from "@/domain/page-domain";
import { LandingRoute, landingMetadata } from "@/views/content/landing-route";
import { EnterpriseSection } from "@/views/enterprise/enterprise-section";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => landingMetadata(params, "/enterprise");

// The enterprise landing with its form right after the intro.
export default function EnterprisePage({ params }: Props) {
  return <LandingRoute params={params} routePath="/enterprise" afterFirstBlock={(locale) => <EnterpriseSection locale={locale} />} />;
}
