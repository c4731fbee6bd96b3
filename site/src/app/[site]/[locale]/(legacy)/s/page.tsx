import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadApiItemIndex } from "@/page-data/api-item-index";
import { apiItemIndexMetadata } from "@/seo/api-item-index-metadata";
import { ApiItemIndexView } from "@/views/api-page/api-item-index-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => apiItemIndexMetadata(params, "/s");

/** /s without an id: the index of short items (the API's landing pages), each linking to /s/{slug}. */
export default async function ShortItemIndexPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <ApiItemIndexView locale={locale} prefix="/s" items={await loadApiItemIndex(domain, locale, "/s")} />;
}
