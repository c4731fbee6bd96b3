import { SolutionRoute, solutionMetadata, type SolutionParams } from "@/views/content/solution-route";

type Props = { params: Promise<SolutionParams> };

// Navigation also links landings as /{slug} (spec §2.1): the same page as /solutions/{slug}, whose URL is canonical.
// Static routes (/blog, /pricing, /enterprise…) win over this segment; any other slug is a 404.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => solutionMetadata(params);

export default function LandingSlugPage({ params }: Props) {
  return <SolutionRoute params={params} />;
}
