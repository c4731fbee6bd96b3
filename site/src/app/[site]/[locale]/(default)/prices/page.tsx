import type { Metadata } from "next";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { PricesSalesRedirect } from "@/views/pricing/prices-sales-redirect";
import { pricingMetadata } from "@/seo/pricing-metadata";
import { PricingView } from "@/views/pricing/pricing-view";
import { loadPricing } from "@/page-data/pricing-page";

type Props = { params: Promise<PageParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pricingMetadata(params, "/prices");
}

/** /prices shows the pricing page too (spec §2.1), replaced by /sales in sales-team mode; the header links to /pricing. */
export default async function PricesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <>
      <PricesSalesRedirect locale={locale} />
      <PricingView domain={domain} locale={locale} page={await loadPricing(domain, locale)} />
    </>
  );
}
