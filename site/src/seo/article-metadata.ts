import type { Page } from "@storyfront/schemas";
import type { Metadata } from "next";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "./page-metadata";

/** SEO fields of an API page, and hreflang links for the languages it really exists in. */
export function articleMetadata(page: Page, routePath: string, domain: DomainInfo, locale: Locale): Metadata {
  return pageMetadata({
    domain,
    locale,
    routePath,
    // The API's SEO title already names the site; the layout's title template would repeat it.
    title: page.seoTitle ? { absolute: page.seoTitle } : page.title,
    description: page.seoDescription || page.description,
    languages: page.languages ?? [page.language],
    type: "article",
    selfAlternate: true,
    extra: { keywords: page.seoKeywords || undefined },
  });
}
