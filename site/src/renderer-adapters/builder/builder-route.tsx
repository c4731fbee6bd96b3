// /builder/{slug}: a landing built in Builder.io, rendered by the renderer's Builder entry with our blocks.
// Its own route, so the Builder SDK's JavaScript loads only here, never on content-file landings.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { contentMetadata } from "@/seo/content-metadata";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { blockLabels } from "@/renderer-adapters/block-labels";
import { BuilderLanding } from "./builder-landing";
import { findBuilderPage } from "./builder-source";

export type BuilderParams = PageParams & { slug: string };

export async function builderMetadata(params: Promise<BuilderParams>): Promise<Metadata> {
  const resolved = await params;
  const page = pageDomain(resolved);
  const routePath = `/builder/${resolved.slug}`;
  const builder = page && (await findBuilderPage(routePath, page.domain));
  const title = builder?.data?.title;
  if (!page || !title) return {};
  const seo = { title, description: builder.data?.description ?? title };
  // Builder pages are single-language: the page exists in the domain's default locale only.
  return contentMetadata({ ...page, routePath, seo, contentLocales: [page.domain.defaultLocale] });
}

export async function BuilderRoute({ params }: { params: Promise<BuilderParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  const routePath = `/builder/${(await params).slug}`;
  const builder = locale === domain.defaultLocale ? await findBuilderPage(routePath, domain) : undefined;
  if (!builder) notFound();
  return (
    <>
      <ContentPageAlternates routePath={routePath} domain={domain} locales={[domain.defaultLocale]} />
      <BuilderLanding content={builder} labels={await blockLabels(locale)} preview={domain.environment !== "production"} />
    </>
  );
}
