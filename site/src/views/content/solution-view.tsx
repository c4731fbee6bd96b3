import { getTranslations } from "next-intl/server";
import { ContentBlocks } from "@/renderer-adapters/content-blocks";
import type { DomainInfo } from "@/domain/domain-info";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import type { SolutionPage } from "@/page-data/solution-page";
import { ApiItemView } from "@/views/api-page/api-item-view";

/** /solutions/{slug}: the content's blocks, or a landing page published at the API. */
export async function SolutionView({ domain, locale, found }: { domain: DomainInfo; locale: Locale; found: SolutionPage }) {
  if (found.from === "api") {
    const t = await getTranslations({ locale, namespace: "ApiPages" });
    return (
      <>
        <ApiPageAlternates page={{ ...found.landing, languages: [sourceLocale] }} routePath={`/solutions/${found.slug}`} domain={domain} />
        <ApiItemView page={found.landing} label={t("landing")} place="landing" />
      </>
    );
  }
  const { solution } = found;
  return (
    <>
      <ContentPageAlternates routePath={solution.routePath} domain={domain} locales={solution.locales} />
      <ContentBlocks blocks={solution.blocks} locale={locale} domain={domain} />
    </>
  );
}
