import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { loadApiItemIndex } from "@/page-data/api-item-index";
import { apiItemIndexMetadata } from "@/seo/api-item-index-metadata";
import { ApiItemIndexView } from "@/views/api-page/api-item-index-view";

type Props = { params: Promise<PageParams> };

export const generateMetadata = ({ params }: Props) => apiItemIndexMetadata(params, "/game");

/** /game without an id: the index of games (web stories), each linking to /game/{slug}. */
export default async function GameIndexPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <ApiItemIndexView locale={locale} prefix="/game" items={await loadApiItemIndex(domain, locale, "/game")} />;
}
