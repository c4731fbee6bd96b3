import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "./page-metadata";
import { getPricing } from "@/page-data/content";
import { pageDomain, type PageParams } from "@/domain/page-domain";

/** Title, description and hreflang links of /pricing or /prices. */
export async function pricingMetadata(params: Promise<PageParams>, _shownAt: "/pricing" | "/prices"): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { domain, locale } = resolved;
  const t = await getTranslations({ locale, namespace: "Pricing" });
  // /prices shows the same tariffs: its canonical is /pricing, so search engines keep one of the two.
  return pageMetadata({ domain, locale, routePath: "/pricing", title: t("title"), description: getPricing(locale).subtitle });
}
