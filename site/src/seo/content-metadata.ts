// Title, description and canonical of a content page (canonical = domain.baseUrl + localized path), with
// hreflang alternates only for the locales that really have the file.
import type { Metadata } from "next";
import { alternateLinks } from "@/i18n/route-locale-paths";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { contentAlternates } from "@/i18n/content-alternates";

export interface ContentMetadataInput {
  domain: Pick<DomainInfo, "baseUrl" | "availableLocales" | "defaultLocale">;
  locale: Locale;
  routePath: string;
  seo: { title: string; description: string };
  /** Locales with a file; leave out for a page whose content exists in every locale. */
  contentLocales?: readonly Locale[];
}

export function contentMetadata({ domain, locale, routePath, seo, contentLocales }: ContentMetadataInput): Metadata {
  const paths = contentAlternates(routePath, domain, contentLocales);
  // A page shown in a locale without its own file (English fallback) points search engines at the original.
  const canonicalPath = paths[locale] ?? paths[domain.defaultLocale] ?? localePath(locale, routePath);
  return {
    // Content SEO titles already carry the brand ("Use cases | Storyfront"): skip the layout's title template.
    title: { absolute: seo.title },
    description: seo.description,
    alternates: {
      canonical: new URL(canonicalPath, domain.baseUrl).toString(),
      languages: alternateLinks(paths, domain),
    },
  };
}
