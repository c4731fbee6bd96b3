import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import { itemIndexTexts, type ItemPrefix } from "@/page-data/api-item-index";

/** Metadata of the index at `/game` or `/s`. */
export async function apiItemIndexMetadata(params: Promise<PageParams>, prefix: ItemPrefix): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "ApiPages" });
  const texts = itemIndexTexts(prefix);
  return {
    title: t(texts.title),
    description: t(texts.intro),
    alternates: { languages: hreflangAlternates(routeLocalePaths(prefix, resolved.domain.availableLocales), resolved.domain.baseUrl) },
  };
}
