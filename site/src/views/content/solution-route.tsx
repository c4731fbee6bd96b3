// /solutions/{slug} (com, English only): an industry/feature catalogue entry turned into blocks, or a landing
// file whose path is /solutions/{slug} (so adding a landing is one new content file and nothing else).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentMetadata } from "@/seo/content-metadata";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { ContentBlocks } from "@/blocks/content-blocks";
import { findSolution } from "@/page-data/solution-content";
import { draftsVisible } from "@/preview/drafts";
import { findApiLanding } from "@/page-data/api-landing-page";
import { ApiItemView } from "@/views/api-page/api-item-view";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import { getTranslations } from "next-intl/server";

export type SolutionParams = PageParams & { slug: string };

export async function solutionMetadata(params: Promise<SolutionParams>): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const solution = page && findSolution(resolved.slug, page.locale);
  if (page && !solution) {
    const landing = await findApiLanding(page.domain, page.locale, resolved.slug).catch(() => null);
    return landing
      ? {
          title: landing.seoTitle ? { absolute: landing.seoTitle } : landing.title,
          description: landing.seoDescription || landing.description,
          alternates: { canonical: `/solutions/${resolved.slug}` },
        }
      : {};
  }
  if (!page || !solution) return {};
  return contentMetadata({ ...page, routePath: solution.routePath, seo: solution.seo, contentLocales: solution.locales });
}

export async function SolutionRoute({ params }: { params: Promise<SolutionParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  const { slug } = await params;
  const solution = findSolution(slug, locale);
  if (solution?.draft && !(await draftsVisible())) notFound();
  if (!solution) {
    // No content file: a landing page published at the API (the content file wins on a slug clash).
    const landing = await findApiLanding(domain, locale, slug);
    if (!landing) notFound();
    const t = await getTranslations({ locale, namespace: "ApiPages" });
    return (
      <>
        <ApiPageAlternates page={{ ...landing, languages: ["en"] }} routePath={`/solutions/${slug}`} domain={domain} />
        <ApiItemView page={landing} label={t("landing")} place="landing" />
      </>
    );
  }
  return (
    <>
      <ContentPageAlternates routePath={solution.routePath} domain={domain} locales={solution.locales} />
      <ContentBlocks blocks={solution.blocks} locale={locale} domain={domain} />
    </>
  );
}
