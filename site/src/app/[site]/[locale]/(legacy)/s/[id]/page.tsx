import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadApiItemPage } from "@/page-data/api-item-page";
import { apiItemMetadata } from "@/seo/api-item-metadata";
import { ApiItemPageView } from "@/views/api-page/api-item-page-view";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { id: string }> };

export const generateMetadata = ({ params }: Props) => apiItemMetadata(params, "/s");

/** /s/{id}: a short item (any API page, landing pages of type 9 included) with the project's story styles. */
export default async function ShortItemPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const { id } = await params;
  const item = await loadApiItemPage(domain, locale, id);
  return <ApiItemPageView domain={domain} locale={locale} item={item} routePath={`/s/${id}`} label="item" place="landing" />;
}
