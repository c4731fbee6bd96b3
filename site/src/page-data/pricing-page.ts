import { listDisplayedTariffs, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { getPricing, listAddons } from "@/page-data/content";

/** /pricing and /prices: tariff cards from GET /tariff-displayed, and the texts and add-ons from content. */
export async function loadPricing(domain: DomainInfo, locale: Locale) {
  const tariffs = await listDisplayedTariffs(serverApi(domain, locale));
  return { tariffs, pricing: getPricing(locale), addons: listAddons(locale) };
}

export type PricingPage = Awaited<ReturnType<typeof loadPricing>>;
