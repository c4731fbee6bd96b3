import type { DisplayedTariff } from "@storyfront/schemas";
import type { SoftwareApplication, WithContext } from "schema-dts";
import type { Locale } from "@/i18n/locales";

/**
 * The pricing page as a SoftwareApplication whose offers are the API's tariffs: monthly prices in USD;
 * a tariff "on request" (cost 0) is an offer without a price.
 */
export function pricingOffersJsonLd(
  tariffs: readonly DisplayedTariff[],
  locale: Locale,
  url: string,
  description: string,
): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: "Storyfront",
    applicationCategory: "BusinessApplication",
    operatingSystem: "iOS, Android, Web",
    description,
    inLanguage: locale,
    url,
    offers: tariffs.map((tariff) => ({
      "@type": "Offer" as const,
      name: tariff.name,
      description: tariff.description,
      url,
      priceCurrency: "USD",
      ...(tariff.cost_numeric > 0
        ? {
            price: tariff.cost_numeric,
            priceSpecification: {
              "@type": "UnitPriceSpecification" as const,
              price: tariff.cost_numeric,
              priceCurrency: "USD",
              unitCode: "MON",
            },
          }
        : {}),
    })),
  };
}
