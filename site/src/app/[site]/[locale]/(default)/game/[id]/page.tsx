import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { hreflangAlternates, routeLocalePaths } from "../../../../../../api";
import { ApiItemView } from "../../../../../../api-pages/api-item-view";
import { loadApiItem } from "../../../../../../api-pages/load-api-item";
import { ProjectStoryStyles } from "../../../../../../api-pages/project-story-styles";
import { pageDomain, requirePageDomain, type PageParams } from "../../../../../../domain/page-domain";
import { ApiPageAlternates } from "../../../../../../api-pages/api-page-alternates";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  if (!resolved) return {};
  try {
    const page = await loadApiItem(resolved.domain, resolved.locale, raw.id);
    const paths = routeLocalePaths(`/game/${raw.id}`, resolved.domain.availableLocales, page.languages ?? [page.language]);
    return { title: page.seoTitle ? { absolute: page.seoTitle } : page.title, description: page.seoDescription || page.description, alternates: { languages: hreflangAlternates(paths, resolved.domain.baseUrl) } };
  } catch {
    return {};
  }
}

/** /game/{id}: a game (an API page by id or slug) with the project's story styles. */
export default async function GamePage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const [page, t] = await Promise.all([loadApiItem(domain, locale, raw.id), getTranslations({ locale, namespace: "ApiPages" })]);
  return (
    <>
      <ProjectStoryStyles domain={domain} locale={locale} />
      <ApiPageAlternates page={page} routePath={`/game/${raw.id}`} domain={domain} />
      <ApiItemView page={page} label={t("game")} />
    </>
  );
}
