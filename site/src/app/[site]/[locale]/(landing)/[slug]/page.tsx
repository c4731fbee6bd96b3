import { notFound } from "next/navigation";
import { requirePageDomain } from "@/domain/page-domain";
import { solutionPage, type SolutionParams } from "@/page-data/solution-page";
import { solutionMetadata } from "@/seo/solution-metadata";
import { SolutionView } from "@/views/content/solution-view";

type Props = { params: Promise<SolutionParams> };

// Navigation also links landings as /{slug} (spec §2.1): the same page as /solutions/{slug}, whose URL is canonical.
// Static routes (/blog, /pricing, /enterprise…) win over this segment; any other slug is a 404.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => solutionMetadata(params);

export default async function LandingSlugPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const found = await solutionPage(domain, locale, (await params).slug);
  if (!found) notFound();
  return <SolutionView domain={domain} locale={locale} found={found} />;
}
