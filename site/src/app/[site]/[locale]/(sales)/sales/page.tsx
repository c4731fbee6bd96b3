import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { salesPage } from "@/page-data/sales-page";
import { announcedAlternates } from "@/i18n/announced-alternates";
import { PageJsonLd } from "@/seo/json-ld/page-json-ld";
import { pageMetadata } from "@/seo/page-metadata";
import { SalesView } from "@/views/sales/sales-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { domain, locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Sales" });
  return pageMetadata({ domain, locale, routePath: "/sales", title: t("title"), description: t("headline") });
}

/** /sales: the demo request page (spec §2.6). */
export default async function SalesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  // The sales layout has no footer, where other layouts write the page's structured data: the page writes its own.
  return (
    <>
      <SalesView domain={domain} locale={locale} sales={salesPage(domain)} />
      <PageJsonLd announced={await announcedAlternates()} locale={locale} />
    </>
  );
}
