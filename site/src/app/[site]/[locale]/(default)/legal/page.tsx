import type { PageParams } from "@/domain/page-domain";
import { LegalRoute, legalMetadata } from "@/views/content/legal-route";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => legalMetadata(params, "legal");

export default function LegalPage({ params }: Props) {
  return <LegalRoute params={params} slug="legal" />;
}
