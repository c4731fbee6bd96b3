import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { articleMetadata } from "@/seo/article-metadata";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { ApiItemView } from "./api-item-view";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import { loadApiItem } from "@/page-data/load-api-item";
import { pageExistence } from "@/page-index/page-existence";
import { ProjectStoryStyles } from "./project-story-styles";

type Props = { params: Promise<PageParams & { id: string }> };

/**
 * The metadata and page of a route showing one API page by id or slug with the project's story styles:
 * `/game/{id}` (a game, in the default layout) and `/s/{id}` (a short item, landing pages of type 9 included,
 * in the older landing layout).
 */
export function apiItemRoute(prefix: "/game" | "/s", label: "game" | "item", place: "page" | "landing") {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const raw = await params;
    const resolved = pageDomain(raw);
    if (!resolved) return {};
    try {
      const page = await loadApiItem(resolved.domain, resolved.locale, raw.id);
      // A landing (type 9) shown as a short item is the page the menus link at /solutions/{slug}: its canonical
      // and the sitemap name that URL, never /s/{id} as a second one (ru has no /solutions: its own URL stays).
      const landingAt =
        prefix === "/s" &&
        page.type === PageType.landingPage &&
        pageExistence(resolved.domain, resolved.locale, `/solutions/${page.slug}`).kind === "ask-api";
      return articleMetadata(page, landingAt ? `/solutions/${page.slug}` : `${prefix}/${raw.id}`, resolved.domain, resolved.locale);
    } catch {
      return {};
    }
  }

  async function ApiItemPage({ params }: Props) {
    const raw = await params;
    const { domain, locale } = await requirePageDomain(params);
    const [page, t] = await Promise.all([loadApiItem(domain, locale, raw.id), getTranslations({ locale, namespace: "ApiPages" })]);
    return (
      <>
        <ProjectStoryStyles domain={domain} locale={locale} />
        <ApiPageAlternates page={page} routePath={`${prefix}/${raw.id}`} domain={domain} />
        <ApiItemView page={page} label={t(label)} place={place} />
      </>
    );
  }

  return { generateMetadata, ApiItemPage };
}
