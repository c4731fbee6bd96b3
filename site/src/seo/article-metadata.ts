import type { Page } from "@storyfront/schemas";
import type { Metadata } from "next";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";

/** SEO fields of an API page, and hreflang links for the languages it really exists in. */
export function articleMetadata(page: Page, routePath: string, domain: DomainInfo, locale: Locale): Metadata {
  const paths = routeLocalePaths(routePath, domain.availableLocales, page.languages ?? [page.language]);
  const image = page.image?.desktop ?? page.imageSquare ?? undefined;
  return {
    // The API's SEO title already names the site; the layout's title template would repeat it.
    title: page.seoTitle ? { absolute: page.seoTitle } : page.title,
    description: page.seoDescription || page.description,
    keywords: page.seoKeywords || undefined,
    alternates: { canonical: new URL(localePath(locale, routePath), domain.baseUrl).toString(), languages: hreflangAlternates(paths, domain.baseUrl) },
    openGraph: { title: page.seoTitle || page.title, description: page.seoDescription || page.description, type: "article", images: image ? [image] : undefined },
  };
}
