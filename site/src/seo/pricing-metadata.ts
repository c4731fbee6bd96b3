import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import { getPricing } from "@/page-data/content";
import { pageDomain, type PageParams } from "@/domain/page-domain";

/** Title, description and hreflang links of /pricing or /prices. */
export async function pricingMetadata(params: Promise<PageParams>, routePath: "/pricing" | "/prices"): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { domain, locale } = resolved;
  const t = await getTranslations({ locale, namespace: "Pricing" });
  return {
    title: t("title"),
    description: getPricing(locale).subtitle,
    alternates: { languages: hreflangAlternates(routeLocalePaths(routePath, domain.availableLocales), domain.baseUrl) },
  };
}
