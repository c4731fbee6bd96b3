import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { articleMetadata } from "@/seo/article-metadata";
import { ArticleView } from "@/views/blog/article-view";
import { parseBlogSegment } from "@/page-data/blog-route";
import { loadArticle } from "@/page-data/load-article";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { page: string }> };

const listPath = "/press-releases";
const types = [PageType.pressRelease] as const;

const slugOf = (segment: string) => {
  const parsed = parseBlogSegment(segment);
  return parsed?.kind === "article" ? parsed.slug : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  const slug = slugOf(raw.page);
  if (!resolved || !slug) return {};
  try {
    const { page } = await loadArticle(resolved.domain, resolved.locale, slug, types);
    return articleMetadata(page, `${listPath}/${page.slug}`, resolved.domain, resolved.locale);
  } catch {
    return {};
  }
}

/** /press-releases/{page}: one press release by slug. */
export default async function PressReleasePage({ params }: Props) {
  const raw = await params;
  const { domain, locale } = await requirePageDomain(params);
  const slug = slugOf(raw.page);
  if (!slug) notFound();
  const [{ page, recommended }, t] = await Promise.all([
    loadArticle(domain, locale, slug, types),
    getTranslations({ locale, namespace: "PressReleases" }),
  ]);
  return (
    <>
      <ApiPageAlternates page={page} routePath={`${listPath}/${page.slug}`} domain={domain} />
      <ArticleView page={page} recommended={recommended} locale={locale} domain={domain} listPath={listPath} backLabel={t("backToList")} />
    </>
  );
}
