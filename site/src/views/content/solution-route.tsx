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

export type SolutionParams = PageParams & { slug: string };

export async function solutionMetadata(params: Promise<SolutionParams>): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const solution = page && findSolution(resolved.slug, page.locale);
  if (!page || !solution) return {};
  return contentMetadata({ ...page, routePath: solution.routePath, seo: solution.seo, contentLocales: solution.locales });
}

export async function SolutionRoute({ params }: { params: Promise<SolutionParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  const solution = findSolution((await params).slug, locale);
  if (!solution || (solution.draft && !(await draftsVisible()))) notFound();
  return (
    <>
      <ContentPageAlternates routePath={solution.routePath} domain={domain} locales={solution.locales} />
      <ContentBlocks blocks={solution.blocks} locale={locale} domain={domain} />
    </>
  );
}
