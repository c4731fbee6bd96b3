import type { Metadata } from "next";
import { pageMetadata } from "@/seo/page-metadata";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { siteConfig } from "@/domain/site-config";
import { TryNowButtons } from "@/chrome/try-now-buttons";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

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
  const t = await getTranslations({ locale, namespace: "WriteForUs" });
  const email = siteConfig.chrome.salesEmail.com.replace(/^sales@/, "editor@");
  return (
    <article>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <h2>{t("topicsTitle")}</h2>
      <ul>
        <li>{t("topic1")}</li>
        <li>{t("topic2")}</li>
        <li>{t("topic3")}</li>
      </ul>
      <h2>{t("howTitle")}</h2>
      <p>{t.rich("how", { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}</p>
      <TryNowButtons locale={locale} demo={false} />
    </article>
  );
}
