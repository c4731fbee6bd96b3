import { BuilderRoute, builderMetadata, type BuilderParams } from "@/renderer-adapters/builder/builder-route";

type Props = { params: Promise<BuilderParams> };

export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => builderMetadata(params);

export default function BuilderPage({ params }: Props) {
  return <BuilderRoute params={params} />;
}
