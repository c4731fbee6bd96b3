// One landing file = one page: the metadata and body of a landing served at a fixed route ("/", "/enterprise").
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { contentMetadata } from "@/seo/content-metadata";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { getLandingByPath } from "@/page-data/content";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import type { Locale } from "@/i18n/locales";
import { ContentBlocks } from "@/blocks/content-blocks";
import { draftsVisible } from "@/preview/drafts";

export async function landingMetadata(params: Promise<PageParams>, routePath: string): Promise<Metadata> {
  const resolved = pageDomain(await params);
  const landing = resolved && getLandingByPath(routePath, resolved.locale);
  if (!resolved || !landing) return {};
  return contentMetadata({ ...resolved, routePath, seo: landing.landing.seo, contentLocales: landing.locales });
}

/** Renders the landing at routePath in the page's locale; 404 where that locale has no file. */
export async function LandingRoute({
  params,
  routePath,
  afterFirstBlock,
}: {
  params: Promise<PageParams>;
  routePath: string;
  afterFirstBlock?: (locale: Locale) => ReactNode;
}) {
  const { domain, locale } = await requirePageDomain(params);
  const landing = getLandingByPath(routePath, locale);
  if (!landing || (landing.landing.draft && !(await draftsVisible()))) notFound();
  const alternates = <ContentPageAlternates routePath={routePath} domain={domain} locales={landing.locales} />;
  if (!afterFirstBlock) {
    return (
      <>
        {alternates}
        <ContentBlocks blocks={landing.blocks} locale={locale} domain={domain} />
      </>
    );
  }
  return (
    <>
      {alternates}
      <ContentBlocks blocks={landing.blocks.slice(0, 1)} locale={locale} domain={domain} />
      {afterFirstBlock(locale)}
      <ContentBlocks blocks={landing.blocks.slice(1)} locale={locale} domain={domain} />
    </>
  );
}
