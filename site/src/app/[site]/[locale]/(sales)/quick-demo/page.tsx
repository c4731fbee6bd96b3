import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { pageMetadata } from "@/seo/page-metadata";
import { QuickDemoView } from "@/views/sales/quick-demo-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { domain, locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "QuickDemo" });
  const sales = await getTranslations({ locale, namespace: "Sales" });
  return pageMetadata({ domain, locale, routePath: "/quick-demo", title: t("title"), description: sales("headline") });
}

/** /quick-demo (spec §2.1): a short guided tour, then the way to a real demo. */
export default async function QuickDemoPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return <QuickDemoView locale={locale} />;
}
