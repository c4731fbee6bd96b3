import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { loadSettings } from "@/page-data/load-settings";
import { homeJsonLd } from "./home";
import { JsonLd } from "./json-ld-script";

/** Organization and WebSite structured data of the home page. */
export async function HomeJsonLd({ domain, locale }: { domain: DomainInfo; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const sameAs = domain.isRu ? [] : loadSettings(locale).social.map((entry) => entry.href);
  return <JsonLd data={homeJsonLd(domain, locale, { name: t("siteName"), description: t("defaultDescription"), sameAs })} />;
}
