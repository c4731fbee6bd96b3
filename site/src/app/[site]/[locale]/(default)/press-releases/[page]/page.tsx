import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { articleSlugOf, pressReleasesPath } from "@/page-data/blog-route";
import { loadArticle, pressReleaseTypes } from "@/page-data/load-article";
import { pressReleaseMetadata } from "@/seo/press-release-metadata";
import { ArticlePageView } from "@/views/blog/article-page-view";

// Rendered on first request, then cached and refreshed like every API page (ISR), not per request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<PageParams & { page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  const slug = articleSlugOf(raw.page);
  return resolved && slug ? pressReleaseMetadata(resolved.domain, resolved.locale, slug) : {};
}

/** /press-releases/{page}: one press release by slug. */
export default async function PressReleasePage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const slug = articleSlugOf((await params).page);
  if (!slug) notFound();
  const article = await loadArticle(domain, locale, slug, pressReleaseTypes);
  const routePath = `${pressReleasesPath}/${article.page.slug}`;
  return (
    <ArticlePageView
      article={article}
      domain={domain}
      locale={locale}
      listPath={pressReleasesPath}
      routePath={routePath}
      back="pressReleases"
    />
  );
}
