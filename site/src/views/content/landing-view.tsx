// One landing file = one page: the body of a landing served at a fixed route ("/", "/enterprise").
import type { ReactNode } from "react";
import { ContentBlocks } from "@/renderer-adapters/content-blocks";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import type { Locale } from "@/i18n/locales";
import type { LandingPage } from "@/page-data/landing-page";

type Props = { domain: DomainInfo; locale: Locale; routePath: string; landing: LandingPage; afterFirstBlock?: ReactNode };

/** The landing's blocks with its alternates; `afterFirstBlock` goes right after the intro (the enterprise form). */
export function LandingView({ domain, locale, routePath, landing, afterFirstBlock }: Props) {
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
      {afterFirstBlock}
      <ContentBlocks blocks={landing.blocks.slice(1)} locale={locale} domain={domain} />
    </>
  );
}
