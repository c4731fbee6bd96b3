import type { Organization, WebSite, WithContext } from "schema-dts";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";

/** Organization and WebSite of the home page, in the page's language. */
export function homeJsonLd(
  domain: Pick<DomainInfo, "baseUrl">,
  locale: Locale,
  texts: { name: string; description: string; sameAs: readonly string[] },
): [WithContext<Organization>, WithContext<WebSite>] {
  const home = new URL(localePath(locale, "/"), domain.baseUrl).toString();
  const organizationId = `${new URL("/", domain.baseUrl).toString()}#organization`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organizationId,
      name: texts.name,
      url: new URL("/", domain.baseUrl).toString(),
      logo: new URL("/favicon.svg", domain.baseUrl).toString(),
      description: texts.description,
      sameAs: [...texts.sameAs],
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: texts.name,
      url: home,
      inLanguage: locale,
      description: texts.description,
      publisher: { "@id": organizationId },
    },
  ];
}
