import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { editorEmail } from "@/page-data/sales-page";
import { pageMetadata } from "@/seo/page-metadata";
import { WriteForUsView } from "@/views/content/write-for-us-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { domain, locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "WriteForUs" });
  return pageMetadata({ domain, locale, routePath: "/write-for-us", title: t("title"), description: t("intro") });
}

/** /write-for-us (spec §2.1): guest-author guidelines; the ru variant has no such page. */
export default async function WriteForUsPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  if (domain.isRu) notFound();
  return <WriteForUsView locale={locale} email={editorEmail()} />;
}
