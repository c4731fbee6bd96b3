// Title, description and canonical of a content page (canonical = domain.baseUrl + localized path), with
// hreflang alternates only for the locales that really have the file.
import type { Metadata } from "next";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "./page-metadata";

export interface ContentMetadataInput {
  domain: Pick<DomainInfo, "baseUrl" | "availableLocales" | "defaultLocale">;
  locale: Locale;
  routePath: string;
  seo: { title: string; description: string };
  /** Locales with a file; leave out for a page whose content exists in every locale. */
  contentLocales?: readonly Locale[];
}

export function contentMetadata({ domain, locale, routePath, seo, contentLocales }: ContentMetadataInput): Metadata {
  // Content SEO titles already carry the brand ("Use cases | Storyfront"): skip the layout's title template.
  return pageMetadata({
    domain,
    locale,
    routePath,
    title: { absolute: seo.title },
    description: seo.description,
    languages: contentLocales,
  });
}
