import { notFound } from "next/navigation";
import { requirePageDomain } from "@/domain/page-domain";
import { solutionPage, type SolutionParams } from "@/page-data/solution-page";
import { solutionMetadata } from "@/seo/solution-metadata";
import { SolutionView } from "@/views/content/solution-view";

type Props = { params: Promise<SolutionParams> };

// Rendered on first request per slug, then cached (an unknown slug or a non-English locale is a 404).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => solutionMetadata(params);

export default async function SolutionPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const found = await solutionPage(domain, locale, (await params).slug);
  if (!found) notFound();
  return <SolutionView domain={domain} locale={locale} found={found} />;
}
