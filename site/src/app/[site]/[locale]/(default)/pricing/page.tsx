import type { Metadata } from "next";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { pricingMetadata } from "@/seo/pricing-metadata";
import { PricingView } from "@/views/pricing/pricing-view";
import { loadPricing } from "@/page-data/pricing-page";

type Props = { params: Promise<PageParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pricingMetadata(params, "/pricing");
}

export default async function PricingPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <PricingView domain={domain} locale={locale} page={await loadPricing(domain, locale)} />;
}
