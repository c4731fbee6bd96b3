import { SolutionRoute, solutionMetadata, type SolutionParams } from "@/views/content/solution-route";

type Props = { params: Promise<SolutionParams> };

// Rendered on first request per slug, then cached (an unknown slug or a non-English locale is a 404).
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => solutionMetadata(params);

export default function SolutionPage({ params }: Props) {
  return <SolutionRoute params={params} />;
}
